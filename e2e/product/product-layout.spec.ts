import { expect, test } from '@playwright/test';
import { mounted, SIMPLE, VARIABLE } from '../support/product.ts';

interface Shift {
  readonly value: number;
  readonly sources: string[];
}

for (const product of [SIMPLE, VARIABLE]) {
  test(`mounting the product widgets shifts nothing (${product.path})`, async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: { value: number; sources: string[] }[] = [];
      (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] }[]) {
          if (entry.hadRecentInput) continue;
          // Only shifts of the product area count: the header's cart line can move by a fraction of
          // a pixel while the theme's fonts settle, which is not the product widgets' doing.
          const nodes = (entry.sources ?? []).map((source) => source.node).filter((node): node is Node => node !== undefined && node !== null);
          const inProduct = nodes.filter((node) => (node instanceof Element ? node : node.parentElement)?.closest('div.product'));
          if (inProduct.length > 0) shifts.push({ value: entry.value, sources: inProduct.map((node) => (node instanceof Element ? node.className : `${node.nodeName} in ${node.parentElement?.className ?? '?'}`)) });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // WooCommerce's own review form (#respond) is printed with CusRev's AJAX reviews off.
    await page.goto(`${product.path}?cr-ajax=off&cr-form=plain`);
    for (const selector of ['.woocommerce-product-gallery', '.woocommerce-tabs', 'form.cart .quantity', '.sticky-add-to-cart-wrapper', '#respond']) await mounted(page, selector);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
    expect(shifts).toEqual([]);
  });
}
