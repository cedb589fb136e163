import { afterEach, describe, expect, it } from 'vitest';
import { keepPlaceOrderButton } from '../../../../src/widgets/checkout/order-review/place-order-button.ts';

const box = (label: string, extra = '') =>
  `<div class="woocommerce-checkout-payment"><button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order" value="${label}" data-value="${label}"${extra}>${label}</button></div>`;

afterEach(() => document.body.replaceChildren());

describe('the place-order button across a payment box redraw', () => {
  it('stays the same element, with the new label and attributes, and keeps focus', () => {
    document.body.innerHTML = `<form class="checkout">${box('Plasează comanda', ' data-old="1"')}</form>`;
    const form = document.querySelector<HTMLFormElement>('form')!;
    const before = form.querySelector<HTMLButtonElement>('#place_order')!;
    before.focus();
    const putBack = keepPlaceOrderButton(form);
    form.querySelector('.woocommerce-checkout-payment')!.outerHTML = box('Plătește cu cardul', ' data-gateway="card"');
    expect(document.activeElement).not.toBe(before);
    putBack();
    const after = form.querySelector<HTMLButtonElement>('#place_order')!;
    expect(after).toBe(before);
    expect(after.isConnected).toBe(true);
    expect(after.textContent).toBe('Plătește cu cardul');
    expect(after.value).toBe('Plătește cu cardul');
    expect(after.dataset.gateway).toBe('card');
    expect(after.hasAttribute('data-old')).toBe(false);
    expect(form.querySelectorAll('#place_order')).toHaveLength(1);
    expect(document.activeElement).toBe(before);
  });

  it('changes nothing when the redraw left the button alone or printed none', () => {
    document.body.innerHTML = `<form class="checkout">${box('Plasează comanda')}</form>`;
    const form = document.querySelector<HTMLFormElement>('form')!;
    const button = form.querySelector('#place_order');
    keepPlaceOrderButton(form)();
    expect(form.querySelector('#place_order')).toBe(button);
    const putBack = keepPlaceOrderButton(form);
    form.querySelector('.woocommerce-checkout-payment')!.replaceChildren();
    putBack();
    expect(form.querySelector('#place_order')).toBeNull();
  });
});
