// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { REVIEWS_DEFAULTS } from '../../../../src/widgets/reviews/shared/config/reviews.ts';
import {
  checkSelection,
  finishedIds,
  uploadOutcome,
  type MediaItem,
} from '../../../../src/widgets/reviews/shared/media-model.ts';
import { decodeQnaDraft, toQnaSubmission, validateQna } from '../../../../src/widgets/reviews/reviews-qna/qna-model.ts';
import { TEXTS } from '../../../../src/widgets/reviews/shared/texts.ts';

const MB = 1024 * 1024;
const jpeg = (size = MB) => ({ type: 'image/jpeg', size });

describe('media selection (spec §5.3): a violation rejects the whole selection', () => {
  it('allows up to 5 files counting the ones already attached', () => {
    expect(checkSelection(2, [jpeg(), jpeg(), jpeg()], REVIEWS_DEFAULTS)).toBeNull();
    expect(checkSelection(3, [jpeg(), jpeg(), jpeg()], REVIEWS_DEFAULTS)).toBe(REVIEWS_DEFAULTS.errorTooMany);
  });

  it('refuses a type outside the list, even beside allowed files', () => {
    expect(checkSelection(0, [jpeg(), { type: 'application/pdf', size: 10 }], REVIEWS_DEFAULTS)).toBe(
      REVIEWS_DEFAULTS.errorFileType,
    );
    expect(checkSelection(0, [{ type: 'video/webm', size: MB }], REVIEWS_DEFAULTS)).toBeNull();
  });

  it('compares sizes with 25 MB, not the newer form’s 100× bound', () => {
    expect(checkSelection(0, [jpeg(25 * MB)], REVIEWS_DEFAULTS)).toBeNull();
    expect(checkSelection(0, [jpeg(25 * MB + 1)], REVIEWS_DEFAULTS)).toBe(REVIEWS_DEFAULTS.errorFileSize);
  });
});

describe('upload outcomes', () => {
  it('is ok with an attachment on code 200, else removed with the server message or a fallback', () => {
    expect(uploadOutcome({ code: 200, attachment: { id: '5', key: 'k' } }, 'x')).toEqual({
      ok: true,
      attachment: { id: '5', key: 'k' },
    });
    expect(uploadOutcome({ code: 500, message: 'Prea mare' }, 'x')).toEqual({ ok: false, message: 'Prea mare' });
    expect(uploadOutcome({ code: 501, message: '  ' }, 'Eșuat')).toEqual({ ok: false, message: 'Eșuat' });
  });

  it('sends only finished uploads as {"id","key"}', () => {
    const item = (status: MediaItem['status'], id?: string): MediaItem => ({
      localId: 1,
      name: 'a.jpg',
      status,
      percent: 100,
      preview: '',
      attachment: id ? { id, key: `k${id}` } : undefined,
    });
    expect(finishedIds([item('ok', '3'), item('pending'), item('deleting', '4')])).toEqual(['{"id":3,"key":"k3"}']);
  });
});

describe('questions and answers (spec §5.2)', () => {
  it('asks for the text, a name and a valid e-mail, naming a question or an answer', () => {
    expect(validateQna({ text: '', name: '', email: 'x' }, false)).toEqual({
      text: TEXTS.errors.question,
      name: TEXTS.errors.name,
      email: TEXTS.errors.email,
    });
    expect(validateQna({ text: ' ', name: 'Ana', email: 'ana@example.ro' }, true)).toEqual({
      text: TEXTS.errors.answer,
    });
  });

  it('trims what it sends and decodes stored drafts safely', () => {
    expect(
      toQnaSubmission(
        { text: ' Ce mărime? ', name: ' Ana ', email: ' ana@example.ro ' },
        { nonce: 'n', productId: '7', questionId: '9' },
        'c',
      ),
    ).toEqual({
      nonce: 'n',
      productId: '7',
      questionId: '9',
      text: 'Ce mărime?',
      name: 'Ana',
      email: 'ana@example.ro',
      captcha: 'c',
    });
    expect(decodeQnaDraft({ text: 'a', name: 4 })).toEqual({ text: 'a', name: '', email: '' });
    expect(decodeQnaDraft(7)).toBeNull();
  });
});
