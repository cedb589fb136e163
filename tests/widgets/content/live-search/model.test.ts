import { describe, expect, it } from 'vitest';
import type { SearchSuggestion } from '../../../../src/widgets/content/live-search/api/search.ts';
import { imageUrl, priceText, shopUrl, splitSuggestions } from '../../../../src/widgets/content/live-search/model.ts';

const ORIGIN = 'https://magazin.example';
const item = (id: number, value: string): SearchSuggestion => ({
  id,
  value,
  url: `${ORIGIN}/produs/${id}/`,
  img: '',
  price: '',
});

describe('where a suggestion may lead (spec §2.11, design §7)', () => {
  it.each([
    [`${ORIGIN}/produs/papuci/`, `${ORIGIN}/produs/papuci/`],
    ['/produs/papuci/', `${ORIGIN}/produs/papuci/`],
    ['javascript:alert(1)', null],
    ['  JavaScript:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['https://evil.example/produs/x/', null],
    ['//evil.example/produs/x/', null],
    ['http://magazin.example/produs/x/', null],
    ['', null],
    ['#', `${ORIGIN}/#`],
    ['http://[bad', null],
  ])('%j → %j', (url, expected) => {
    expect(shopUrl(url, ORIGIN)).toBe(expected);
  });

  it('puts only http(s) images in src', () => {
    expect(imageUrl('https://cdn.example/p.jpg', ORIGIN)).toBe('https://cdn.example/p.jpg');
    expect(imageUrl('/wp-content/uploads/p.jpg', ORIGIN)).toBe(`${ORIGIN}/wp-content/uploads/p.jpg`);
    expect(imageUrl('javascript:alert(1)', ORIGIN)).toBeNull();
    expect(imageUrl('data:image/svg+xml,<svg onload=alert(1)>', ORIGIN)).toBeNull();
    expect(imageUrl(' ', ORIGIN)).toBeNull();
  });
});

describe('the price as text', () => {
  it('keeps the sale price, drops the struck-through one and screen-reader duplicates', () => {
    const html =
      '<del aria-hidden="true"><span class="woocommerce-Price-amount amount"><bdi>59.00&nbsp;<span class="woocommerce-Price-currencySymbol">lei</span></bdi></span></del> <span class="screen-reader-text">Prețul inițial a fost: 59.00 lei.</span><ins><span class="woocommerce-Price-amount amount"><bdi>49.00&nbsp;<span class="woocommerce-Price-currencySymbol">lei</span></bdi></span></ins>';
    expect(priceText(html)).toBe('49.00 lei');
  });

  it('runs nothing and keeps only text from hostile markup', () => {
    const before = document.body.innerHTML;
    expect(
      priceText(
        '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><b onmouseover="x()">10 lei</b>',
      ),
    ).toBe('10 lei');
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
    expect(document.body.innerHTML).toBe(before);
    expect(priceText('')).toBe('');
  });
});

describe('the theme\'s "No results" row (id -1)', () => {
  it('is never an option, and its text shows only when nothing else came', () => {
    expect(splitSuggestions([item(-1, 'Niciun rezultat')])).toEqual({ options: [], noResultsText: 'Niciun rezultat' });
    expect(splitSuggestions([item(3, 'Papuci'), item(-1, 'Niciun rezultat')])).toEqual({
      options: [item(3, 'Papuci')],
      noResultsText: null,
    });
    expect(splitSuggestions([item(-1, '  ')])).toEqual({ options: [], noResultsText: null });
    expect(splitSuggestions([])).toEqual({ options: [], noResultsText: null });
  });
});
