import { DEFAULTS } from './defaults.ts';
import { readSection, type SectionReader } from './section.ts';

export type SymbolPosition = 'left' | 'left_space' | 'right' | 'right_space';

export interface PriceFormat {
  readonly decimals: number;
  readonly decimalSeparator: string;
  readonly thousandSeparator: string;
  readonly symbol: string;
  readonly position: SymbolPosition;
  /** Currencies without cents drop a trailing '.00'. */
  readonly hideCents: boolean;
  /** The currency switcher's rate against the shop's base currency (1 without a switcher). */
  readonly rate: number;
}

const POSITIONS: readonly string[] = ['left', 'left_space', 'right', 'right_space'];

function isPosition(value: string): value is SymbolPosition {
  return POSITIONS.includes(value);
}

/** WooCommerce's accounting format ('%v&nbsp;%s', '%s%v', …) as a symbol position. */
export function positionFromAccounting(format: string): SymbolPosition | undefined {
  const normal = format.replace(/&nbsp;|\u00a0/g, ' ');
  const symbol = normal.indexOf('%s');
  const value = normal.indexOf('%v');
  if (symbol < 0 || value < 0) return undefined;
  const spaced = normal.slice(Math.min(symbol, value) + 2, Math.max(symbol, value)).includes(' ');
  if (symbol < value) return spaced ? 'left_space' : 'left';
  return spaced ? 'right_space' : 'right';
}

/** The shop's own settings as WooCommerce prints them for its price slider (`wc-price-slider`). */
function shopFormat(shop: SectionReader): PriceFormat {
  return {
    // The slider params force 0 decimals for whole-number handles; labels use the shop's 2 (§9).
    decimals: DEFAULTS.priceDecimals,
    decimalSeparator: shop.string('currency_format_decimal_sep', DEFAULTS.priceDecimalSeparator),
    thousandSeparator: shop.string('currency_format_thousand_sep', DEFAULTS.priceThousandSeparator),
    symbol: shop.string('currency_format_symbol', DEFAULTS.currencySymbol),
    position: positionFromAccounting(shop.string('currency_format', '')) ?? DEFAULTS.currencyPosition,
    hideCents: false,
    rate: 1,
  };
}

/**
 * Price labels per spec §9 (2 decimals, '.' and ','), from the shop's settings; a currency switcher's
 * `woocs_current_currency` (spec §3.4: rate, symbol, name, position, hide_cents) wins where present.
 */
export function readPriceFormat(): PriceFormat {
  const base = shopFormat(readSection('woocommerce_price_slider_params', { required: false }));
  const currency = readSection('woocs_current_currency', { required: false });
  if (!currency.present) return base;
  const position = currency.string('position', base.position);
  const rate = currency.number('rate', 1);
  return {
    ...base,
    decimals: currency.number('decimals', base.decimals),
    symbol: currency.string('symbol', base.symbol),
    position: isPosition(position) ? position : base.position,
    hideCents: currency.flag('hide_cents', false),
    rate: rate > 0 ? rate : 1,
  };
}
