// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../../src/api/result.ts';
import { feedOutcome } from '../../../../src/widgets/theme/photo-feed/model.ts';

describe('what the photo feed block becomes', () => {
  it('photos for everyone when the server sends them', () => {
    expect(feedOutcome(ok({ loaded: true, html: '<div></div>' }), false)).toEqual({
      show: 'photos',
      html: '<div></div>',
    });
  });
  it('the theme message to admin-bar visitors only (spec §8)', () => {
    expect(feedOutcome(ok({ loaded: false, message: 'Invalid data' }), true)).toEqual({
      show: 'error',
      text: 'Instagram error: Invalid data',
    });
    expect(feedOutcome(ok({ loaded: false, message: 'Invalid data' }), false)).toEqual({ show: 'placeholders' });
  });
  it.each([
    [{ kind: 'http', status: 500 } as const, 'Instagram error: A apărut o eroare pe server. Încearcă din nou.'],
    [{ kind: 'timeout' } as const, 'Instagram error: Serverul nu a răspuns la timp. Încearcă din nou.'],
    [
      { kind: 'offline' } as const,
      'Instagram error: Se pare că nu ești conectat la internet. Verifică conexiunea și încearcă din nou.',
    ],
    [
      { kind: 'invalid_json', detail: 'data: expected string' } as const,
      'Instagram error: Răspunsul serverului nu este valid. Încearcă din nou.',
    ],
  ])('a failed call (%o) is explained to editors and invisible to shoppers', (error, text) => {
    expect(feedOutcome(fail(error), true)).toEqual({ show: 'error', text });
    expect(feedOutcome(fail(error), false)).toEqual({ show: 'placeholders' });
  });
});
