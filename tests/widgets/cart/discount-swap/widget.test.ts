import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DiscountSwapAnswer, DiscountSwapFields } from '../../../../src/api/cart.ts';
import { ok, type Result } from '../../../../src/api/result.ts';
import { runWidgets, stopWidgets } from '../../product/product-page-runtime.ts';
import { settle } from '../../../runtime/helpers.ts';

const server = vi.hoisted(() => {
  const state: { sent: DiscountSwapFields[]; answer: Result<DiscountSwapAnswer> } = {
    sent: [],
    answer: { ok: true, value: { success: true, data: 1 } },
  };
  return state;
});
vi.mock('../../../../src/widgets/cart/shared/state/actions.ts', () => ({
  swapDiscountProduct: async (fields: DiscountSwapFields): Promise<Result<DiscountSwapAnswer>> => {
    server.sent.push(fields);
    return server.answer;
  },
}));

// The cart form with WooCommerce's update button (templates/cart/cart.php, disabled until a change) and
// woo-discount-rules-pro's variant span (buy-x-get-y-select-auto-add-variant.php).
const PAGE = `<form class="woocommerce-cart-form"><span class="awdr_change_product" data-pid="77" data-rule_id="r-5" data-parent_id="70">Tricou - M</span>
<button type="submit" class="button" name="update_cart" value="Actualizează coșul" disabled aria-disabled="true">Actualizează coșul</button></form>`;
const globals = window as unknown as Record<string, unknown>;
let observer: MutationObserver | undefined;
let updates = 0;

beforeEach(() => {
  server.sent = [];
  server.answer = ok<DiscountSwapAnswer>({ success: true, data: 1 });
  updates = 0;
  globals.awdr_params = { nonce: 'n0nce' };
  document.addEventListener('submit', countUpdate);
});
afterEach(async () => {
  document.removeEventListener('submit', countUpdate);
  await stopWidgets(observer);
  delete globals.awdr_params;
});

function countUpdate(event: Event): void {
  event.preventDefault();
  updates += 1;
}

const control = () => document.querySelector<HTMLElement>('.awdr_change_product')!;

describe('discount swap control (§2.5)', () => {
  it("the plugin's span becomes a keyboard-usable button", async () => {
    observer = await runWidgets(['discount-swap'], PAGE);
    expect([control().getAttribute('role'), control().tabIndex]).toEqual(['button', 0]);
  });

  it('a swap that changed the cart posts the cart form through its update button, enabled first', async () => {
    observer = await runWidgets(['discount-swap'], PAGE);
    control().dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
    await settle();
    expect(server.sent).toEqual([{ product_id: '77', rule_unique_id: 'r-5', parent_id: '70', awdr_nonce: 'n0nce' }]);
    expect(updates).toBe(1);
    expect(document.querySelector('[name="update_cart"]')!.hasAttribute('disabled')).toBe(false);
  });

  it('a swap that did not change the cart leaves the cart form alone', async () => {
    server.answer = ok<DiscountSwapAnswer>({ success: true, data: 0 });
    observer = await runWidgets(['discount-swap'], PAGE);
    control().click();
    await settle();
    expect(server.sent).toHaveLength(1);
    expect(updates).toBe(0);
  });

  it('the gift select sends its swap on change', async () => {
    // The fixture shop's gift select (fixtures/server/render/cart-page.ts giftRow).
    observer = await runWidgets(
      ['discount-swap'],
      `<form><select class="awdr-change-free-product" data-rule_id="r-9" data-parent_id="0"><option value="11" data-pid="11">A</option><option value="12" data-pid="12">B</option></select><button name="update_cart" disabled>Actualizează</button></form>`,
    );
    const select = document.querySelector('select')!;
    select.value = '12';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
    expect(server.sent).toEqual([{ product_id: '12', rule_unique_id: 'r-9', parent_id: '0', awdr_nonce: 'n0nce' }]);
    expect(updates).toBe(1);
  });
});
