import { afterEach, describe, expect, it } from 'vitest';
import { createContext } from '../../../../src/runtime/context.ts';
import { ATTRIBUTION_FIELDS } from '../../../../src/widgets/checkout/order-attribution/config/attribution.ts';
import type { Unmount } from '../../../../src/runtime/types.ts';

const { default: orderAttribution } = await import('../../../../src/widgets/checkout/order-attribution/index.ts');

// woocommerce 10.3 src/Internal/Orders/OrderAttributionController.php: the params global and an empty
// <wc-order-attribution-inputs> stamped in the checkout form; here a second group too, with an input printed
// in it (a theme printing the hook twice, or a cached page from before the element filled itself).
const FORM =
  '<form name="checkout" class="checkout woocommerce-checkout"><wc-order-attribution-inputs id="first"></wc-order-attribution-inputs><wc-order-attribution-inputs id="second"><input type="hidden" name="wc_order_attribution_source_type" value=""></wc-order-attribution-inputs></form>';
const globals = window as unknown as Record<string, unknown>;
const stops: Unmount[] = [];

afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  delete globals.wc_order_attribution;
  document.body.replaceChildren();
});

async function mountGroups(): Promise<[HTMLElement, HTMLElement]> {
  document.body.innerHTML = FORM;
  const first = document.getElementById('first')!;
  const second = document.getElementById('second')!;
  for (const group of [first, second]) {
    const stop = await orderAttribution.mount(group, createContext('order-attribution', group));
    if (stop) stops.push(stop);
  }
  return [first, second];
}

describe('order attribution on the checkout form (§3.3, §4.10)', () => {
  it('fills one hidden wc_order_attribution_<field> per field; a direct visit is typein from (direct)', async () => {
    globals.wc_order_attribution = { params: { prefix: 'wc_order_attribution_', allowTracking: true } };
    const [first] = await mountGroups();
    const names = [...first.querySelectorAll('input')].map((input) => input.name);
    expect(names.sort()).toEqual(
      Object.keys(ATTRIBUTION_FIELDS)
        .map((field) => `wc_order_attribution_${field}`)
        .sort(),
    );
    const value = (field: string) =>
      first.querySelector<HTMLInputElement>(`input[name="wc_order_attribution_${field}"]`)!.value;
    expect([value('source_type'), value('utm_source'), value('utm_medium')]).toEqual(['typein', '(direct)', '(none)']);
  });

  it('the second group of the same form posts nothing (its inputs disabled)', async () => {
    globals.wc_order_attribution = { params: { prefix: 'wc_order_attribution_', allowTracking: true } };
    const [, second] = await mountGroups();
    expect([...second.querySelectorAll('input')].map((input) => input.disabled)).toEqual([true]);
    const posted = [...new FormData(document.querySelector('form')!).keys()];
    expect(posted).toHaveLength(Object.keys(ATTRIBUTION_FIELDS).length);
  });

  it('without the wc_order_attribution global nothing is written', async () => {
    const [first] = await mountGroups();
    expect(first.childElementCount).toBe(0);
  });
});
