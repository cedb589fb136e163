import { expect, test, type Page } from '@playwright/test';
import { armed, holdChunk } from '../support/first-touch.ts';
import { lightReady } from '../support/light-half.ts';

/**
 * WOOF's compatibility with YITH Infinite Scrolling (js/front.js L2013 `woof_infinite`, L2038
 * `woof_change_ajax_next_link`): after an AJAX redraw WordPress printed the pagination from inside
 * admin-ajax.php; the next link becomes the filtered page 2 and, with the free plugin, the plugin is
 * bound again. `?woof-yith=` (fixtures/server/render/yith-infs.ts) prints the plugins' globals. The
 * filter is used by the shopper's first click, its chunk held at the network until the click is in.
 */
const AUTOSUBMIT = `vitrina-config=${encodeURIComponent(JSON.stringify({ globals: { woof_autosubmit: 1 } }))}`;
const form = (page: Page) => page.locator('.woof');
const next = (page: Page) => page.locator('#woof_results_by_ajax .woocommerce-pagination li .next');

type Bound = { content: number; next: string | null; options: Record<string, unknown> };
const bound = (page: Page) =>
  page.evaluate(() => (window as unknown as { yithInfsBound?: Bound[] }).yithInfsBound ?? null);

/** Ticks black with the first click (autosubmit on) and waits for the redrawn products' address. */
async function filterByFirstClick(page: Page, query: string): Promise<void> {
  const chunk = await holdChunk(page, 'product-filter');
  await page.goto(`/produse-ajax/?${query}&${AUTOSUBMIT}`);
  await lightReady(form(page));
  await armed(form(page));
  await form(page).locator('label.woof_color_label[for*="negru"]').click();
  chunk.release();
  await expect.poll(() => new URL(page.url()).searchParams.get('pa_culoare')).toBe('negru');
  await expect(form(page)).toHaveAttribute('data-vitrina-state', 'mounted');
}

/** The address the shopper is on, on page 2: `…/produse-ajax/page/2/?…` with the same query. */
function filteredPage2(url: string): string {
  const here = new URL(url);
  return `${here.origin}${here.pathname}page/2/${here.search}`;
}

test('YITH Infinite Scrolling (free): after the first click filters, the next link is the filtered page 2 and the plugin is bound again on it', async ({
  page,
}) => {
  await filterByFirstClick(page, 'woof-yith=free&with-jquery=1');
  const expected = filteredPage2(page.url());
  await expect(next(page)).toHaveAttribute('href', expected);
  expect(await bound(page)).toEqual([
    {
      content: 1,
      next: expected,
      options: {
        nextSelector: '.woocommerce-pagination li .next',
        navSelector: '.woocommerce-pagination',
        itemSelector: '.products .product-small',
        contentSelector: '.shop-container .products',
        loader: '<img src="/wp-content/plugins/yith-infinite-scrolling/assets/images/loader.gif">',
        is_shop: true,
      },
    },
  ]);
  // WOOF unbinds the plugin's yith_infs_start handlers on window before binding again.
  await page.evaluate(() =>
    (window as unknown as { jQuery: (target: Window) => { trigger(name: string): void } })
      .jQuery(window)
      .trigger('yith_infs_start'),
  );
  expect(await page.evaluate(() => (window as unknown as { yithInfsStarts: number }).yithInfsStarts)).toBe(0);
});

test('YITH Infinite Scrolling premium: after the first click filters, the next link is the filtered page 2', async ({
  page,
}) => {
  await filterByFirstClick(page, 'woof-yith=premium');
  await expect(next(page)).toHaveAttribute('href', filteredPage2(page.url()));
});

test('without YITH Infinite Scrolling the next link stays as WordPress printed it', async ({ page }) => {
  await filterByFirstClick(page, 'woof-yith=off');
  await expect(next(page)).toHaveAttribute('href', '/wp-admin/admin-ajax.php?paged=2');
  expect(await bound(page)).toBeNull();
});
