import { describe, expect, it } from 'vitest';
import { bodyText } from '../../../../src/widgets/reviews/reviews-grid/api.ts';

describe('bodyText (spec §8 "Grid load failure": the server response text, as text)', () => {
  it('keeps the visible text of an HTML error page', () => {
    expect(
      bodyText(
        '<!DOCTYPE html><html><head><title>Eroare</title></head><body><p>A apărut o eroare   critică.</p></body></html>',
      ),
    ).toBe('A apărut o eroare critică.');
  });

  it('reads a JSON string and wp_send_json_error data', () => {
    expect(bodyText('"Refuzat."')).toBe('Refuzat.');
    expect(bodyText('{"success":false,"data":"Sesiune expirată."}')).toBe('Sesiune expirată.');
  });

  it('drops markup, so nothing of it is inserted', () => {
    expect(bodyText('Eroare <img src=x onerror="window.__xss=1"> aici')).toBe('Eroare aici');
  });

  it('keeps plain text as it is', () => {
    expect(bodyText('  Server indisponibil  ')).toBe('Server indisponibil');
  });
});
