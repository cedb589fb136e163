import { expect, test, type Page } from '@playwright/test';
import { collectErrors, DESKTOP, PHONE } from '../support/theme.ts';

const SHOP = '/produse/';
const OFF = `${SHOP}?vitrina-config=${encodeURIComponent(JSON.stringify({ widgets: { 'equalize-box': false } }))}`;

/** Per visual row of boxes (same top), the tops of price and button and the bottom of the box text. */
async function lines(page: Page): Promise<{ prices: number[]; buttons: number[]; ends: number[] }[]> {
  return page
    .locator('.products.equalize-box')
    .first()
    .evaluate((row) => {
      const rows = new Map<number, { prices: number[]; buttons: number[]; ends: number[] }>();
      for (const col of row.querySelectorAll(':scope > .product-small.col')) {
        const text = col.querySelector('.box-text');
        const price = text?.querySelector('.price-wrapper');
        const button = text?.querySelector('.add-to-cart-button');
        if (!text || !price || !button) continue;
        const top = Math.round(col.getBoundingClientRect().top);
        const line = rows.get(top) ?? { prices: [], buttons: [], ends: [] };
        line.prices.push(Math.round(price.getBoundingClientRect().top));
        line.buttons.push(Math.round(button.getBoundingClientRect().top));
        line.ends.push(Math.round(text.getBoundingClientRect().bottom));
        rows.set(top, line);
      }
      return [...rows.values()];
    });
}

const level = (values: number[]) => Math.max(...values) - Math.min(...values) <= 1;
const allLevel = (rows: { prices: number[]; buttons: number[]; ends: number[] }[]) =>
  rows.every((row) => level(row.prices) && level(row.buttons) && level(row.ends));
const lined = (page: Page) => expect(page.locator('.equalize-box .box-text').first()).toHaveCSS('min-height', /px$/);

test('without the widget the shop grid has rows whose prices and buttons do not line up (the case it fixes)', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(OFF);
  const rows = await lines(page);
  expect(rows.length).toBeGreaterThan(1);
  expect(allLevel(rows)).toBe(false);
});

test('on a large screen every row of 3 has its prices, buttons and box ends level', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize(DESKTOP);
  await page.goto(SHOP);
  await lined(page);
  // Widgets inside the boxes may still redraw them: the row lines up again on the next frame.
  await expect.poll(async () => (await lines(page)).filter((row) => !allLevel([row]))).toEqual([]);
  const rows = await lines(page);
  expect(rows.slice(0, -1).every((row) => row.prices.length === 3)).toBe(true);
  expect(errors).toEqual([]);
});

test('resized to a phone the rows of 2 are lined up again', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(SHOP);
  await lined(page);
  await page.setViewportSize(PHONE);
  await expect
    .poll(async () => {
      const rows = await lines(page);
      return rows.every((row) => row.prices.length <= 2) && allLevel(rows);
    })
    .toBe(true);
});

test('boxes the AJAX filter redraws are lined up too', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/produse-ajax/');
  const filter = page.locator('.woof');
  await expect(filter).toHaveAttribute('data-vitrina-state', 'mounted');
  await filter.locator('label.woof_color_label[for*="negru"]').click();
  await filter.getByRole('button', { name: 'Filtrează' }).click();
  await expect(page).toHaveURL(/pa_culoare=negru/);
  await lined(page);
  await expect.poll(async () => allLevel(await lines(page))).toBe(true);
});
