// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { failureText } from '../../../../src/widgets/reviews/reviews-grid/show-more.ts';

describe('failureText', () => {
  it('prefers the server message, else a Romanian one per failure', () => {
    expect(failureText({ kind: 'server', code: 'http_500', message: 'Mesajul serverului' })).toBe('Mesajul serverului');
    expect(failureText({ kind: 'timeout' })).toBe('Serverul nu a răspuns la timp. Încearcă din nou.');
    expect(failureText({ kind: 'offline' })).toBe(
      'Nu ești conectat la internet. Încearcă din nou când revine conexiunea.',
    );
    expect(failureText({ kind: 'http', status: 500 })).toBe('Recenziile nu au putut fi încărcate. Încearcă din nou.');
    expect(failureText({ kind: 'invalid_json', detail: 'x' })).toBe(
      'Recenziile nu au putut fi încărcate. Încearcă din nou.',
    );
  });
});
