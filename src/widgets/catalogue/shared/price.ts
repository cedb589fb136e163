import type { PriceFormat } from '../../../config/price-format.ts';

/**
 * Price labels per spec §9: fixed decimals, '.' for decimals and ',' for thousands by default,
 * '.00' dropped for currencies without cents, the symbol placed as the currency says. The amount is
 * in the shopper's currency (what the page shows).
 */
export function formatPrice(amount: number, format: PriceFormat): string {
  const decimals = format.hideCents ? 0 : format.decimals;
  const fixed = Math.abs(amount).toFixed(decimals);
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, format.thousandSeparator);
  const trimmed = fraction === undefined ? '' : `${format.decimalSeparator}${fraction}`;
  const number = `${amount < 0 && Number(fixed) !== 0 ? '-' : ''}${grouped}${trimmed}`;
  switch (format.position) {
    case 'left':
      return `${format.symbol}${number}`;
    case 'left_space':
      return `${format.symbol} ${number}`;
    case 'right':
      return `${number}${format.symbol}`;
    default:
      return `${number} ${format.symbol}`;
  }
}

/** An amount in the shop's base currency (URL prices, server figures) shown in the shopper's currency. */
export function formatBasePrice(amount: number, format: PriceFormat): string {
  return formatPrice(amount * format.rate, format);
}

/** A price range as the filter chip shows it; an open upper end reads 'de la …'. */
export function formatPriceRange(min: number | undefined, max: number | undefined, format: PriceFormat): string {
  const low = formatBasePrice(min ?? 0, format);
  return max === undefined ? `de la ${low}` : `${low} – ${formatBasePrice(max, format)}`;
}
