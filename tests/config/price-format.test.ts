import { afterEach, describe, expect, it } from 'vitest';
import { positionFromAccounting, readPriceFormat } from '../../src/config/price-format.ts';

const win = window as unknown as Record<string, unknown>;

afterEach(() => {
  delete win.woocommerce_price_slider_params;
  delete win.woocs_current_currency;
});

describe('the shop price format (spec §3.4, §9)', () => {
  it('falls back to the spec: 2 decimals, "." and ",", lei on the right after a space', () => {
    expect(readPriceFormat()).toEqual({
      decimals: 2,
      decimalSeparator: '.',
      thousandSeparator: ',',
      symbol: 'lei',
      position: 'right_space',
      hideCents: false,
      rate: 1,
    });
  });

  it("reads WooCommerce's own settings, keeping 2 decimals for labels", () => {
    // woocommerce 9.x includes/widgets/class-wc-widget-price-filter.php (wp_localize_script 'wc-price-slider')
    win.woocommerce_price_slider_params = {
      currency_format_num_decimals: '0',
      currency_format_symbol: 'RON',
      currency_format_decimal_sep: ',',
      currency_format_thousand_sep: '.',
      currency_format: '%s&nbsp;%v',
    };
    expect(readPriceFormat()).toMatchObject({
      decimals: 2,
      decimalSeparator: ',',
      thousandSeparator: '.',
      symbol: 'RON',
      position: 'left_space',
    });
  });

  it('lets the currency switcher win: rate, symbol, position, hide_cents', () => {
    win.woocs_current_currency = { name: 'EUR', rate: '0.2', symbol: '€', position: 'left', hide_cents: '1' };
    expect(readPriceFormat()).toMatchObject({ symbol: '€', position: 'left', hideCents: true, rate: 0.2 });
  });

  it.each([
    ['%v&nbsp;%s', 'right_space'],
    ['%v%s', 'right'],
    ['%s%v', 'left'],
    ['%s %v', 'left_space'],
    ['%v', undefined],
  ] as const)('%s → %s', (format, position) => {
    expect(positionFromAccounting(format)).toBe(position);
  });
});
