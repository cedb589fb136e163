import { pageJQuery } from '../../../../legacy/jquery.ts';

/**
 * The helper Woo Discount Rules offers to themes (awdr-dynamic-price.js, spec §7.2, §8 "Discount
 * helper"): `jQuery.AdvanceWooDiscountRules.getDynamicDiscountPriceFromCartForm($form, $target,
 * options)` asks `awdr_get_product_discount` for the form's product (the variation when chosen)
 * and quantity, then triggers `advanced_woo_discount_rules_on_get_response_for_dynamic_discount`
 * on body with [response, $target, options]. A wrong form or a missing product is logged to the
 * console in the plugin's words and nothing is sent; a failed call is ignored, as it was.
 */
const RESPONSE_EVENT = 'advanced_woo_discount_rules_on_get_response_for_dynamic_discount';

export type DiscountLookUp = (
  productId: string,
  quantity: string,
  customPrice?: string,
) => Promise<{ ok: true; value: unknown } | { ok: false }>;

interface HelperOptions {
  readonly custom_price?: unknown;
}

function logError(text: string): void {
  console.error(`Advance discount rule error: ${text}`);
}

/** A jQuery collection's first element, or a plain element. */
function firstElement(value: unknown): unknown {
  if (value instanceof Element) return value;
  if (typeof value === 'object' && value !== null && 0 in value) return (value as { 0: unknown })[0];
  return undefined;
}

/** The form's product: its variation when one is chosen, else its add-to-cart id; null when neither is a number. */
export function productIdOf(form: HTMLFormElement): string | null {
  const field =
    form.querySelector<HTMLInputElement | HTMLButtonElement>('[name="variation_id"]') ??
    form.querySelector<HTMLInputElement | HTMLButtonElement>('[name="add-to-cart"]');
  const id = Number.parseInt(field?.value ?? '', 10);
  return Number.isInteger(id) && id > 0 ? String(id) : null;
}

/**
 * `run` is the widget context's guarded run (legacy/ sits below the runtime, hence the shape):
 * a look-up that throws is reported once, not left as an unhandled rejection.
 */
export function installDiscountHelper(lookUp: DiscountLookUp, run: (task: Promise<unknown>) => void): () => void {
  const $ = pageJQuery() as
    | null
    | (((target: Element) => { trigger(name: string, args?: readonly unknown[]): unknown }) & {
        AdvanceWooDiscountRules?: unknown;
      });
  if (!$ || $.AdvanceWooDiscountRules !== undefined) return () => undefined;
  const helper = {
    getDynamicDiscountPriceFromCartForm(form: unknown, target?: unknown, options?: HelperOptions): void {
      const element = firstElement(form);
      if (!(element instanceof HTMLFormElement)) return logError('Incorrect form provided');
      const productId = productIdOf(element);
      if (productId === null) return logError('Invalid product');
      const quantity = element.querySelector<HTMLInputElement>('input[name="quantity"]')?.value ?? '0';
      const customPrice = options?.custom_price === undefined ? undefined : String(options.custom_price);
      run(
        lookUp(productId, quantity, customPrice).then((answer) => {
          if (answer.ok) $(document.body).trigger(RESPONSE_EVENT, [answer.value, target, options]);
        }),
      );
    },
  };
  $.AdvanceWooDiscountRules = helper;
  return () => {
    if ($.AdvanceWooDiscountRules === helper) delete $.AdvanceWooDiscountRules;
  };
}
