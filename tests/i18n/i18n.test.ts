// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { errorText } from '../../src/i18n/errors.ts';
import { format, serverText } from '../../src/i18n/format.ts';
import { formatBasePrice, formatPrice, formatPriceRange } from '../../src/widgets/catalogue/shared/price.ts';
import { plural, pluralIndex } from '../../src/i18n/plural.ts';
import type { PriceFormat } from '../../src/config/price-format.ts';

describe('Romanian plural forms (GlotPress expression)', () => {
  it.each([
    [0, 1],
    [1, 0],
    [2, 1],
    [19, 1],
    [20, 2],
    [21, 2],
    [100, 2],
    [101, 2],
    [102, 1],
    [119, 1],
    [120, 2],
  ])('%i uses form %i', (count, form) => {
    expect(pluralIndex(count)).toBe(form);
  });

  it('fills the count into the chosen form', () => {
    const forms = ['{n} produs', '{n} produse', '{n} de produse'] as const;
    expect([1, 3, 25].map((n) => plural(n, forms))).toEqual(['1 produs', '3 produse', '25 de produse']);
  });
});

describe('price labels per spec §9', () => {
  const ron: PriceFormat = {
    decimals: 2,
    decimalSeparator: '.',
    thousandSeparator: ',',
    symbol: 'lei',
    position: 'right_space',
    hideCents: false,
    rate: 1,
  };
  it.each([
    [15.99, '15.99 lei'],
    [1234.5, '1,234.50 lei'],
    [1234567, '1,234,567.00 lei'],
    [0, '0.00 lei'],
    [-3.2, '-3.20 lei'],
  ])('%d → %s', (amount, label) => {
    expect(formatPrice(amount, ron)).toBe(label);
  });

  it('drops .00 for a currency without cents', () => {
    expect(formatPrice(1500, { ...ron, hideCents: true })).toBe('1,500 lei');
  });

  it.each([
    ['left', '€12.00'],
    ['left_space', '€ 12.00'],
    ['right', '12.00€'],
    ['right_space', '12.00 €'],
  ] as const)('places the symbol %s', (position, label) => {
    expect(formatPrice(12, { ...ron, symbol: '€', position })).toBe(label);
  });

  it('uses the shop separators and a switched currency rate for base-currency amounts', () => {
    expect(formatPrice(1234.5, { ...ron, decimalSeparator: ',', thousandSeparator: '.' })).toBe('1.234,50 lei');
    expect(formatBasePrice(100, { ...ron, symbol: '€', position: 'left', rate: 0.2 })).toBe('€20.00');
    expect(formatPriceRange(50, 120, ron)).toBe('50.00 lei – 120.00 lei');
    expect(formatPriceRange(50, undefined, ron)).toBe('de la 50.00 lei');
  });
});

describe('texts', () => {
  it('fills placeholders and keeps unknown ones visible', () => {
    expect(format('{a} și {b}', { a: 1 })).toBe('1 și {b}');
  });

  it('server-localized strings win over ours, blank ones do not', () => {
    expect(serverText('View cart', 'Vezi coșul')).toBe('View cart');
    expect(serverText('  ', 'Vezi coșul')).toBe('Vezi coșul');
    expect(serverText(undefined, 'Vezi coșul')).toBe('Vezi coșul');
  });

  it('a server error message is shown, else a Romanian text per kind', () => {
    expect(errorText({ kind: 'server', code: 'x', message: 'Stoc insuficient' })).toBe('Stoc insuficient');
    expect(errorText({ kind: 'timeout' })).toMatch(/nu a răspuns la timp/);
    expect(errorText({ kind: 'offline' })).toMatch(/conectat/);
  });
});
