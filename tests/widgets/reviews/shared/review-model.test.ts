// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ReviewFormSpec } from '../../../../src/widgets/reviews/shared/form-spec.ts';
import {
  decodeReviewDraft,
  emptyReviewDraft,
  resultOf,
  reviewFieldOrder,
  toReviewSubmission,
  validateReview,
} from '../../../../src/widgets/reviews/shared/review-model.ts';
import { firstInvalid, isEmail } from '../../../../src/widgets/reviews/shared/rules.ts';
import { TEXTS } from '../../../../src/widgets/reviews/shared/texts.ts';

const SPEC: ReviewFormSpec = {
  productId: '1021',
  productName: 'Apă de toaletă',
  productImage: '',
  title: 'Adaugă o recenzie',
  ratings: [
    {
      name: 'rating',
      typeLabel: { name: 'cr_typ_lab_7_ovrl', value: '{"type":"ovrl"}' },
      label: 'Evaluare',
      required: true,
      overall: true,
    },
    {
      name: 'calitate',
      typeLabel: { name: 'cr_typ_lab_7_0', value: '{"type":"rating"}' },
      label: 'Calitate',
      required: true,
      overall: false,
    },
    { name: 'pret', typeLabel: null, label: 'Preț', required: false, overall: false },
  ],
  questions: [
    {
      name: 'marime',
      typeLabel: { name: 'cr_typ_lab_7_2', value: '{"type":"text"}' },
      label: 'Mărime',
      type: 'text',
      required: true,
    },
    { name: 'varsta', typeLabel: null, label: 'Vârstă', type: 'number', required: false },
  ],
  terms: [{ text: 'Sunt de acord cu termenii' }],
  media: true,
  nonce: 'n0nce',
  captcha: null,
  captchaWidget: null,
  captchaError: '',
  defaultName: 'Client Fidel',
  defaultEmail: 'client@example.ro',
  submitLabel: 'Trimite',
  cancelLabel: 'Anulează',
  labels: {
    review: 'Recenzie',
    name: 'Nume',
    email: 'Email',
    reviewPlaceholder: '',
    namePlaceholder: '',
    emailPlaceholder: '',
  },
};

describe('review form rules (spec §5.1)', () => {
  it('marks every invalid field of an empty form except the defaults it starts with', () => {
    const errors = validateReview(SPEC, emptyReviewDraft(SPEC));
    expect(Object.keys(errors).sort()).toEqual(
      ['q:marime', 'rating:calitate', 'rating:rating', 'review', 'terms'].sort(),
    );
    expect(firstInvalid(reviewFieldOrder(SPEC), errors)).toBe('rating:rating');
  });

  it('a visible captcha left unsolved is an error with the plugin line, last in the order; none to check is none', () => {
    const visible: ReviewFormSpec = { ...SPEC, captcha: 'visible', captchaError: 'Confirmă că nu ești robot' };
    const draft = {
      ratings: { rating: 5, calitate: 4 },
      review: 'Bun',
      answers: { marime: 'M' },
      name: 'Ana',
      email: 'ana@example.ro',
      terms: true,
    };
    expect(validateReview(visible, draft, '')).toEqual({ captcha: 'Confirmă că nu ești robot' });
    expect(validateReview({ ...visible, captchaError: '' }, draft, '')).toEqual({ captcha: TEXTS.errors.captcha });
    expect(validateReview(visible, draft, 'raspuns')).toEqual({});
    expect(validateReview(visible, draft, null)).toEqual({});
    expect(validateReview(SPEC, draft, '')).toEqual({});
    expect(reviewFieldOrder(visible).at(-1)).toBe('captcha');
  });

  it('accepts a complete draft and refuses a bad e-mail with its message', () => {
    const draft = {
      ratings: { rating: 5, calitate: 4 },
      review: 'Bun',
      answers: { marime: 'M' },
      name: 'Ana',
      email: 'ana@example.ro',
      terms: true,
    };
    expect(validateReview(SPEC, draft)).toEqual({});
    expect(validateReview(SPEC, { ...draft, email: 'ana@example' })).toEqual({ email: TEXTS.errors.email });
    expect(validateReview(SPEC, { ...draft, review: '   ' })).toEqual({ review: TEXTS.errors.review });
  });

  it("uses the plugin's e-mail pattern", () => {
    expect(isEmail('a.b@sub.example.ro')).toBe(true);
    expect(isEmail('"x y"@example.ro')).toBe(true);
    expect(isEmail('a@[10.0.0.1]')).toBe(true);
    expect(isEmail('a@b.c')).toBe(false);
    expect(isEmail('a b@example.ro')).toBe(false);
  });
});

describe('toReviewSubmission', () => {
  it('sends the overall rating apart, and every rating and question with its cr_typ_lab_ label as onsiteQuestions (5.117 frontend.js)', () => {
    const draft = {
      ratings: { rating: 4, calitate: 5 },
      review: ' Foarte bun ',
      answers: { marime: ' L ', varsta: '' },
      name: ' Ana ',
      email: 'ana@example.ro ',
      terms: true,
    };
    expect(toReviewSubmission(SPEC, draft, ['{"id":3,"key":"k"}'], 'token')).toEqual({
      productId: '1021',
      rating: 4,
      review: 'Foarte bun',
      name: 'Ana',
      email: 'ana@example.ro',
      onsiteQuestions: {
        rating: '4',
        cr_typ_lab_7_ovrl: '{"type":"ovrl"}',
        calitate: '5',
        cr_typ_lab_7_0: '{"type":"rating"}',
        pret: '',
        marime: 'L',
        cr_typ_lab_7_2: '{"type":"text"}',
        varsta: '',
      },
      media: ['{"id":3,"key":"k"}'],
      captcha: 'token',
    });
  });
});

describe('stored drafts are decoded field by field', () => {
  it('keeps good fields and drops bad ones', () => {
    expect(
      decodeReviewDraft({
        ratings: { rating: 5, pret: 9, x: 'a' },
        review: 'text',
        answers: { marime: 'M', n: 3 },
        name: 7,
        email: 'e',
        terms: 'yes',
      }),
    ).toEqual({
      ratings: { rating: 5 },
      review: 'text',
      answers: { marime: 'M' },
      name: '',
      email: 'e',
      terms: false,
    });
    expect(decodeReviewDraft('nope')).toBeNull();
    expect(decodeReviewDraft(null)).toBeNull();
  });
});

describe('resultOf (spec §4.5, §8)', () => {
  it('code 0 with a description is success; any other code is an error with the server text', () => {
    expect(resultOf({ ok: true, value: { code: 0, description: 'Mulțumim!', button: 'Continuă' } })).toEqual({
      success: true,
      message: 'Mulțumim!',
      button: 'Continuă',
    });
    expect(
      resultOf({ ok: true, value: { code: 2, description: 'Ai scris deja o recenzie.', button: undefined } }),
    ).toEqual({ success: false, message: 'Ai scris deja o recenzie.', button: TEXTS.ok });
  });

  it('a missing description is the third-party error with OK, whatever the code', () => {
    expect(resultOf({ ok: true, value: { code: 0, description: undefined, button: undefined } })).toEqual({
      success: false,
      message: TEXTS.unexpected,
      button: TEXTS.ok,
    });
  });

  it('transport failures say what happened and that the text was kept', () => {
    expect(resultOf({ ok: false, error: { kind: 'offline' } }).message).toBe(TEXTS.offline);
    expect(resultOf({ ok: false, error: { kind: 'timeout' } }).message).toBe(TEXTS.timeout);
    expect(resultOf({ ok: false, error: { kind: 'invalid_json', detail: 'x' } }).message).toBe(TEXTS.failed);
  });
});
