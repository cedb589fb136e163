import { expect, test, type Page } from '@playwright/test';

/**
 * WOOF's `woof_ajax_done` (front.js after an AJAX redraw calls the printed `woof_js_after_ajax_done()`,
 * which triggers it through jQuery on the document): theme code bound with jQuery on the document or
 * on window hears it once per redraw, after the new products are in. `?with-jquery=1` keeps jQuery.
 */
const filter = (page: Page) => page.locator('.woof');

async function listen(page: Page): Promise<void> {
  await page.evaluate(() => {
    type JQ = (target: Document | Window) => { on(name: string, handler: () => void): void };
    const jq = (window as unknown as { jQuery: JQ }).jQuery;
    const heard: string[] = [];
    (window as unknown as { heard: string[] }).heard = heard;
    // What the handler sees: the products already redrawn (a theme redoes its lazy images on them).
    const cards = () => document.querySelectorAll('#woof_results_by_ajax .woocommerce-loop-product__link').length;
    jq(document).on('woof_ajax_done', () =>
      heard.push(`document ${new URL(location.href).searchParams.get('pa_culoare')} ${cards()}`),
    );
    jq(window).on('woof_ajax_done', () => heard.push('window'));
  });
}

test('an AJAX redraw triggers jQuery woof_ajax_done once, on the document and up to window, with the new products in', async ({
  page,
}) => {
  await page.goto('/produse-ajax/?with-jquery=1');
  await expect(filter(page)).toHaveAttribute('data-vitrina-state', 'mounted');
  await listen(page);
  await filter(page).locator('label.woof_color_label[for*="negru"]').click();
  await filter(page).getByRole('button', { name: 'Filtrează' }).click();
  await expect(page).toHaveURL(/pa_culoare=negru/);
  const cards = await page.locator('#woof_results_by_ajax .woocommerce-loop-product__link').count();
  expect(cards).toBeGreaterThan(0);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { heard: string[] }).heard))
    .toEqual([`document negru ${cards}`, 'window']);
});
