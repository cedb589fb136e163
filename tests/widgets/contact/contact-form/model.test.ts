// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  acceptanceSatisfied,
  countCharacters,
  errorElementId,
  fieldsUpTo,
  transportFailure,
  withScheme,
} from '../../../../src/widgets/contact/contact-form/model.ts';

describe('change validation scope', () => {
  const order = ['your-name', 'your-email', 'your-subject'];
  it('flags the edited field and those before it, never those after it', () => {
    expect(fieldsUpTo(order, 'your-email')).toEqual(['your-name', 'your-email']);
  });
  it('a whole-form validation covers every field; an unknown field none', () => {
    expect(fieldsUpTo(order, null)).toEqual(order);
    expect(fieldsUpTo(order, 'other')).toEqual([]);
  });
  it('the error list entry id strips what is not alphanumeric, as the plugin does', () => {
    expect(errorElementId('wpcf7-f123-p45-o1', 'your-email')).toBe('wpcf7-f123-p45-o1-ve-youremail');
  });
});

describe('spec §8: a submit without a CF7 answer', () => {
  it('offline is fetch_error with the offline text', () => {
    expect(transportFailure({ kind: 'offline' })).toEqual({ code: 'fetch_error', message: 'Probabil ești offline.' });
  });
  it('a non-JSON answer is invalid_json', () => {
    expect(transportFailure({ kind: 'invalid_json', detail: 'not json' })).toMatchObject({
      code: 'invalid_json',
      message: 'Răspunsul nu este un răspuns JSON valid.',
    });
  });
  it('an HTTP error without a REST body is unknown_error', () => {
    expect(transportFailure({ kind: 'http', status: 500 })).toMatchObject({
      code: 'unknown_error',
      message: 'A apărut o eroare necunoscută.',
    });
  });
  it("a REST error keeps the server's code and message, or falls back to unknown_error's text", () => {
    expect(
      transportFailure({ kind: 'server', code: 'wpcf7_unit_tag_not_found', message: 'Nu există o etichetă.' }),
    ).toEqual({ code: 'wpcf7_unit_tag_not_found', message: 'Nu există o etichetă.' });
    expect(transportFailure({ kind: 'server', code: '', message: '  ' })).toEqual({
      code: 'unknown_error',
      message: 'A apărut o eroare necunoscută.',
    });
  });
  it('a time-out says so and that nothing was sent', () => {
    expect(transportFailure({ kind: 'timeout' }).message).toContain('nu a fost trimis');
  });
});

describe('URL helper (spec §5.4)', () => {
  it('prepends http:// to a value with a dot and no scheme', () => {
    expect(withScheme('vitrina.example/magazin')).toBe('http://vitrina.example/magazin');
  });
  it('leaves values with a scheme, without a dot, or blank', () => {
    expect(withScheme('https://vitrina.example')).toBe('https://vitrina.example');
    expect(withScheme('mailto:ana@example.ro')).toBe('mailto:ana@example.ro');
    expect(withScheme('localhost')).toBe('localhost');
    expect(withScheme('')).toBe('');
  });
});

describe('character counter (spec §5.4)', () => {
  const spec = { starting: 2000, maximum: 2000, minimum: 10, down: true };
  it('counts down from its starting value and flags too-short', () => {
    expect(countCharacters(5, spec)).toEqual({ shown: 1995, tooLong: false, tooShort: true });
  });
  it('flags too-long past the maximum', () => {
    expect(countCharacters(2001, spec)).toEqual({ shown: -1, tooLong: true, tooShort: false });
  });
  it('counts up when not .down', () => {
    expect(countCharacters(7, { starting: 0, maximum: null, minimum: null, down: false })).toEqual({
      shown: 7,
      tooLong: false,
      tooShort: false,
    });
  });
});

describe('acceptance (spec §4.7)', () => {
  it('needs every non-optional box ticked', () => {
    expect(acceptanceSatisfied([{ checked: true, invert: false, optional: false }])).toBe(true);
    expect(acceptanceSatisfied([{ checked: false, invert: false, optional: false }])).toBe(false);
    expect(acceptanceSatisfied([{ checked: false, invert: false, optional: true }])).toBe(true);
  });
  it("an 'invert' box must stay unticked", () => {
    expect(acceptanceSatisfied([{ checked: false, invert: true, optional: false }])).toBe(true);
    expect(acceptanceSatisfied([{ checked: true, invert: true, optional: false }])).toBe(false);
  });
});
