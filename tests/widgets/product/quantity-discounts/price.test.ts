import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createContext } from '../../../../src/runtime/context.ts';
import { setReporter } from '../../../../src/runtime/report.ts';
import { watchPrice } from '../../../../src/widgets/product/quantity-discounts/price.ts';

/** Issue 9: the discounted price is keyed on (variation, quantity), so a late answer never lands on another variation. */
const PAGE = `
<div class="product"><form class="variations_form cart">
<input type="hidden" name="variation_id" value="11">
<div class="woocommerce-variation-price"><div class="price">preț variația 11</div></div>
<input type="number" name="quantity" value="1">
<button name="add-to-cart" value="10">Adaugă</button>
</form></div>`;

type Pending = { body: URLSearchParams; answer: (value: unknown) => Response };
let pending: Pending[] = [];
const globals = window as unknown as Record<string, unknown>;

beforeEach(() => {
  setReporter((error) => {
    throw error;
  });
  pending = [];
  globals.awdr_params = { nonce: 'n', enable_update_price_html_on_qty: 'show_dynamically' };
  globals.woocommerce_params = { ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: '/?wc-ajax=%%endpoint%%' };
  vi.stubGlobal('fetch', async (input: Request | string | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const body = new URLSearchParams(await request.text());
    return new Promise<Response>((resolve) =>
      pending.push({
        body,
        answer: (value) => {
          const response = new Response(JSON.stringify(value), { headers: { 'Content-Type': 'application/json' } });
          resolve(response);
          return response;
        },
      }),
    );
  });
  document.body.innerHTML = PAGE;
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete globals.awdr_params;
  delete globals.woocommerce_params;
  document.body.innerHTML = '';
});

const form = () => document.querySelector<HTMLFormElement>('form')!;
const price = () => document.querySelector('.woocommerce-variation-price .price')?.innerHTML;
const setQuantity = (value: string) => {
  const input = form().querySelector<HTMLInputElement>('input[name="quantity"]')!;
  input.value = value;
  input.dispatchEvent(new Event('change', { bubbles: true }));
};

describe('quantity-discounts price', () => {
  it('an answer for the variation shown before is dropped once another variation is chosen', async () => {
    const stop = watchPrice(form(), createContext('quantity-discounts', form()));
    setQuantity('3');
    await vi.waitFor(() => expect(pending).toHaveLength(1), { timeout: 15_000 });
    expect(pending[0]!.body.get('product_id')).toBe('11');
    // The shopper picks variation 12; the variations widget shows its price.
    form().querySelector<HTMLInputElement>('input[name="variation_id"]')!.value = '12';
    document.querySelector('.woocommerce-variation-price .price')!.innerHTML = 'preț variația 12';
    const stale = pending[0]!.answer({ price_html: '<span>preț 11 × 3</span>' });
    // Once the stale body is read, its handling is a few tasks away at most.
    await vi.waitFor(() => expect(stale.bodyUsed).toBe(true), { timeout: 15_000 });
    for (let task = 0; task < 5; task += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(price()).toBe('preț variația 12');
    stop();
  });

  it('the answer for the current variation and quantity is shown', async () => {
    const stop = watchPrice(form(), createContext('quantity-discounts', form()));
    setQuantity('3');
    await vi.waitFor(() => expect(pending).toHaveLength(1), { timeout: 15_000 });
    pending[0]!.answer({ price_html: '<span>preț 11 × 3</span>' });
    await vi.waitFor(() => expect(price()).toBe('<span>preț 11 × 3</span>'), { timeout: 15_000 });
    stop();
  });

  it('§8: an answer with no price clears the price area', async () => {
    const stop = watchPrice(form(), createContext('quantity-discounts', form()));
    setQuantity('2');
    await vi.waitFor(() => expect(pending).toHaveLength(1), { timeout: 15_000 });
    pending[0]!.answer({});
    await vi.waitFor(() => expect(price()).toBe(''), { timeout: 15_000 });
    stop();
  });
});
