import type { Page } from '@playwright/test';
import { measurePageLoad } from './support/page-load.ts';

/**
 * Checkout scenarios for scripts/bench.ts. The page-load list opens the checkout with an empty
 * cart; a shopper reaches it with one, so this loads it with a product in the cart, when every
 * checkout widget (invoicing, order review, attribution, newsletter) mounts, and then times one
 * order review refresh.
 */
const CHECKOUT = '/finalizare-comanda/';
const PRODUCT_ID = '1061';

export async function filledCheckout(page: Page, baseUrl: string): Promise<Record<string, number>> {
  const added = await page.request.post(`${baseUrl}/?wc-ajax=add_to_cart`, {
    form: { product_id: PRODUCT_ID, quantity: '1' },
  });
  if (!added.ok()) throw new Error(`add_to_cart answered ${added.status()}`);
  const load = await measurePageLoad(page, baseUrl + CHECKOUT);
  await page
    .locator('#order_review')
    .and(page.locator('[data-vitrina-state="mounted"]'))
    .waitFor({ state: 'attached', timeout: 30_000 });
  // One refresh: a payment method change → the answer's fragments swapped in (the review loses aria-busy).
  const methods = page.locator('input[name="payment_method"]');
  const refreshMs = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const review = document.getElementById('order_review')!;
        const next = [...document.querySelectorAll<HTMLInputElement>('input[name="payment_method"]')].find(
          (radio) => !radio.checked,
        );
        if (!next) return resolve(-1);
        let busySeen = false;
        const started = performance.now();
        // The review is aria-busy while the request is out and the swap follows in the same task.
        new MutationObserver((_records, observer) => {
          const busy = review.getAttribute('aria-busy') === 'true';
          busySeen ||= busy;
          if (busySeen && !busy) {
            observer.disconnect();
            resolve(performance.now() - started);
          }
        }).observe(review, { attributes: true, attributeFilter: ['aria-busy'] });
        next.click();
      }),
  );
  const { longestVitrinaScript: _source, ...numbers } = load;
  return { ...numbers, paymentMethods: await methods.count(), orderReviewRefreshMs: refreshMs };
}
