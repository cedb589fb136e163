import { expect, test } from '@playwright/test';
import { hostReady, SIMPLE, VARIABLE } from '../support/product.ts';
import { VITRINA_EVENTS } from '../../src/lib/events.ts';

interface Shift {
  readonly value: number;
  readonly sources: string[];
  readonly at: number;
}

for (const product of [SIMPLE, VARIABLE]) {
  test(`mounting the product widgets shifts nothing (${product.path})`, async ({ page }) => {
    await page.addInitScript((ready) => {
      const shifts: { value: number; sources: string[]; at: number }[] = [];
      (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
      document.addEventListener(
        ready,
        (event) => {
          (window as unknown as { __startedAt: number }).__startedAt = (
            event as CustomEvent<{ startedAt: number }>
          ).detail.startedAt;
        },
        { once: true },
      );
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          hadRecentInput: boolean;
          startTime: number;
          sources?: { node?: Node }[];
        }[]) {
          if (entry.hadRecentInput) continue;
          // Only shifts of the product area count: the header's cart line can move by a fraction of
          // a pixel while the theme's fonts settle, which is not the product widgets' doing.
          const nodes = (entry.sources ?? [])
            .map((source) => source.node)
            .filter((node): node is Node => node !== undefined && node !== null);
          const inProduct = nodes.filter((node) =>
            (node instanceof Element ? node : node.parentElement)?.closest('div.product'),
          );
          if (inProduct.length > 0)
            shifts.push({
              value: entry.value,
              at: entry.startTime,
              sources: inProduct.map((node) =>
                node instanceof Element
                  ? node.className
                  : `${node.nodeName} in ${node.parentElement?.className ?? '?'}`,
              ),
            });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    }, VITRINA_EVENTS.ready);
    // WooCommerce's own review form (#respond) is printed with CusRev's AJAX reviews off.
    await page.goto(`${product.path}?cr-ajax=off&cr-form=plain`);
    for (const selector of [
      '.woocommerce-product-gallery',
      '.woocommerce-tabs',
      'form.cart .quantity',
      '.sticky-add-to-cart-wrapper',
      '#respond',
    ])
      await hostReady(page, selector);
    // Only what came once Vitrina's entry had started: a module script runs after the document is
    // parsed, so a shift before it (the page still arriving on a loaded machine) is the page's own.
    const startedAt = Number(
      await (await page.waitForFunction(() => (window as unknown as { __startedAt?: number }).__startedAt)).jsonValue(),
    );
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
    expect(shifts.filter((shift) => shift.at >= startedAt)).toEqual([]);
  });
}
