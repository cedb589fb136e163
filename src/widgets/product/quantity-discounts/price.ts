import { fetchDiscountedPrice } from './api/discounts.ts';
import { readDiscountParams } from './config/discounts.ts';
import type { WidgetContext } from '../../../runtime/types.ts';
import { createLatestGate, priceKey } from './model.ts';

/** The id the price is asked for: the chosen variation, else the product (legacy-contracts §13 selectors). */
function productIdOf(form: HTMLFormElement): string {
  const variation = form.querySelector<HTMLInputElement>('input[name="variation_id"]')?.value ?? '';
  if (variation !== '' && variation !== '0') return variation;
  const button = form.querySelector<HTMLButtonElement>('button[name="add-to-cart"]')?.value ?? '';
  return button || form.querySelector<HTMLInputElement>('input[name="add-to-cart"]')?.value || '';
}

/** `div.product p.price` (simple) or `.woocommerce-variation-price` (variable; a `.price` div is made inside). */
function priceTarget(form: HTMLFormElement): HTMLElement | null {
  const product = form.closest('.product') ?? document;
  const { simplePriceTarget, variablePriceTarget } = readDiscountParams();
  const custom = form.classList.contains('variations_form') ? variablePriceTarget : simplePriceTarget;
  if (custom) {
    try {
      return document.querySelector<HTMLElement>(custom);
    } catch {
      return null; // an unreadable selector from the settings: leave the price alone
    }
  }
  if (form.classList.contains('variations_form')) {
    const area = product.querySelector<HTMLElement>('.woocommerce-variation-price');
    if (!area) return null;
    let price = area.querySelector<HTMLElement>('.price');
    if (!price) {
      price = document.createElement('div');
      price.className = 'price';
      area.append(price);
    }
    return price;
  }
  return product.querySelector<HTMLElement>('p.price');
}

/**
 * Asks for the price of each new quantity. The last (variation, quantity) always wins: an answer
 * for a quantity or a variation that is no longer current is dropped. An error clears the price area (spec §8).
 */
export function watchPrice(form: HTMLFormElement, context: WidgetContext): () => void {
  const gate = createLatestGate<string>();
  const onChange = (event: Event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.name !== 'quantity') return;
    const productId = productIdOf(form);
    if (!productId) return;
    const quantity = input.value;
    const key = priceKey(productId, quantity);
    const ticket = gate.begin(key);
    context.run(
      fetchDiscountedPrice(productId, quantity).then((answer) => {
        if (!gate.isCurrent(ticket) || priceKey(productIdOf(form), input.value) !== key) return;
        const target = priceTarget(form);
        if (!target) return;
        if (!answer.ok) {
          target.replaceChildren();
          return;
        }
        const html = answer.value.price_html || answer.value.original_price_html;
        if (html) target.innerHTML = html;
      }),
    );
  };
  const listeners = new AbortController();
  context.listen(form, 'change', onChange, { signal: listeners.signal });
  return () => listeners.abort();
}
