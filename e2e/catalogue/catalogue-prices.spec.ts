import { expect, test, type Page } from '@playwright/test';

/** §3.4 / §9 "Price labels": every price the filter writes goes through the shop's formatter. */
const filter = (page: Page) => page.locator('.woof');
const chips = (page: Page) => page.locator('.woof_products_top_panel');

async function openShop(page: Page, path: string, globals?: Record<string, unknown>): Promise<void> {
  const config = globals
    ? `${path.includes('?') ? '&' : '?'}vitrina-config=${encodeURIComponent(JSON.stringify({ globals }))}`
    : '';
  await page.goto(`${path}${config}`);
  await expect(filter(page)).toHaveAttribute('data-vitrina-state', 'mounted');
}

test('the price chip and the slider label use the shop format (2 decimals, lei on the right)', async ({ page }) => {
  await openShop(page, '/produse/?min_price=1250&max_price=2000');
  await expect(chips(page).getByText('1,250.00 lei – 2,000.00 lei')).toBeVisible();
  await expect(filter(page).locator('.woof_range_slider_output')).toHaveText(/^\d[\d,]*\.00 lei – \d[\d,]*\.00 lei$/);
});

test("the shop's own separators and symbol position are followed", async ({ page }) => {
  // woocommerce includes/widgets/class-wc-widget-price-filter.php prints these for wc-price-slider.
  await openShop(page, '/produse/?min_price=1250&max_price=2000', {
    woocommerce_price_slider_params: {
      currency_format_num_decimals: '0',
      currency_format_symbol: 'RON',
      currency_format_decimal_sep: ',',
      currency_format_thousand_sep: '.',
      currency_format: '%s&nbsp;%v',
    },
  });
  await expect(chips(page).getByText('RON 1.250,00 – RON 2.000,00')).toBeVisible();
});

test("a currency switcher's rate, symbol, position and hide_cents win", async ({ page }) => {
  // woocommerce-currency-switcher prints woocs_current_currency {name, rate, symbol, position, hide_cents}.
  await openShop(page, '/produse/?min_price=50&max_price=200', {
    woocs_current_currency: { name: 'EUR', rate: 0.2, symbol: '€', position: 'left', hide_cents: 1 },
  });
  await expect(chips(page).getByText('€10 – €40')).toBeVisible();
  await expect(chips(page).getByText(/lei/)).toHaveCount(0);
});
