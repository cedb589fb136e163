import { expect, test } from '@playwright/test';
import { mounted, SIMPLE, VARIABLE } from './support/product.ts';

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
          if (!entry.hadRecentInput) shifts.push({ value: entry.value, sources: (entry.sources ?? []).map((source) => (source.node instanceof Element ? source.node.className : String(source.node?.nodeName))) });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(product.path);
    for (const selector of ['.woocommerce-product-gallery', '.woocommerce-tabs', 'form.cart .quantity', '.sticky-add-to-cart-wrapper', '#respond']) await mounted(page, selector);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
    expect(shifts).toEqual([]);
  });
}
