import { DEFAULTS } from './defaults.ts';
import { readSection } from './section.ts';

export interface PriceFormat {
  readonly decimals: number;
  readonly decimalSeparator: string;
  readonly thousandSeparator: string;
  readonly symbol: string;
  readonly position: 'left' | 'left_space' | 'right' | 'right_space';
  /** Currencies without cents drop a trailing '.00'. */
  readonly hideCents: boolean;
}

const POSITIONS = ['left', 'left_space', 'right', 'right_space'] as const;

/**
 * Price labels per spec §9 (2 decimals, '.' and ','), with the symbol and position of the current
 * currency when a currency switcher prints `woocs_current_currency` (spec §3.4).
 */
export function readPriceFormat(): PriceFormat {
  const currency = readSection('woocs_current_currency', { required: false });
  const position = currency.string('position', 'right_space');
  return {
    decimals: currency.number('decimals', DEFAULTS.priceDecimals),
    decimalSeparator: DEFAULTS.priceDecimalSeparator,
    thousandSeparator: DEFAULTS.priceThousandSeparator,
    symbol: currency.string('symbol', 'lei'),
    position: (POSITIONS as readonly string[]).includes(position) ? (position as PriceFormat['position']) : 'right_space',
    hideCents: currency.flag('hide_cents', false),
  };
}
