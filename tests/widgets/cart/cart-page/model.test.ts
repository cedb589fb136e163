import { afterEach, describe, expect, it } from 'vitest';
import { ERROR_TEXTS } from '../../../../src/i18n/errors.ts';
import { chosenMethods, findUpdateButton, setUpdateEnabled } from '../../../../src/widgets/cart/cart-page/model.ts';
import { formBody } from '../../../../src/widgets/cart/cart-page/runner.ts';
import { failureText } from '../../../../src/widgets/cart/cart-page/update.ts';

afterEach(() => document.body.replaceChildren());

/** woocommerce 10.3 templates/cart/cart-shipping.php: radios when a package has several methods, a hidden input when one. */
function totals(packages: string): Element {
  document.body.innerHTML = `<div class="cart_totals"><table><tr class="woocommerce-shipping-totals shipping"><td>${packages}</td></tr></table></div>`;
  return document.querySelector('.cart_totals')!;
}
const radio = (index: number, value: string, checked = false) =>
  `<input type="radio" name="shipping_method[${index}]" data-index="${index}" value="${value}" class="shipping_method"${checked ? ' checked' : ''}>`;

describe("the update_shipping_method request: every package's chosen method, shipping_method[index] = value", () => {
  it.each<[string, string, [string, string][]]>([
    [
      'the checked radio of a package',
      radio(0, 'flat_rate:1') + radio(0, 'free_shipping:2', true),
      [['0', 'free_shipping:2']],
    ],
    [
      'one entry per package',
      radio(0, 'flat_rate:1', true) + radio(1, 'local_pickup:3') + radio(1, 'flat_rate:4', true),
      [
        ['0', 'flat_rate:1'],
        ['1', 'flat_rate:4'],
      ],
    ],
    [
      'a package with a single method (hidden input)',
      '<input type="hidden" name="shipping_method[0]" data-index="0" value="flat_rate:1" class="shipping_method">',
      [['0', 'flat_rate:1']],
    ],
    [
      'a select of methods (older templates)',
      '<select class="shipping_method" name="shipping_method[0]" data-index="0"><option value="a">A</option><option value="b" selected>B</option></select>',
      [['0', 'b']],
    ],
    ['nothing checked yet: nothing sent', radio(0, 'flat_rate:1') + radio(0, 'free_shipping:2'), []],
  ])('%s', (_rule, packages, expected) => {
    expect([...chosenMethods(totals(packages))]).toEqual(expected);
  });
});

describe('§2.5 the update cart button is usable only after a quantity changed', () => {
  it.each([
    [
      'a <button name="update_cart"> (woocommerce templates/cart/cart.php)',
      '<form><button type="submit" name="update_cart" value="Actualizează coșul">Actualizează coșul</button></form>',
      'BUTTON',
    ],
    [
      'an <input name="update_cart"> (older themes)',
      '<form><input type="submit" name="update_cart" value="Actualizează coșul"></form>',
      'INPUT',
    ],
    ['another element named update_cart is not the button', '<form><a name="update_cart"></a></form>', null],
  ])('finds %s', (_rule, markup, expected) => {
    document.body.innerHTML = markup;
    expect(findUpdateButton(document.body)?.tagName ?? null).toBe(expected);
  });

  it.each([
    [false, true, 'true'],
    [true, false, 'false'],
  ])('enabled = %s: disabled %s, aria-disabled "%s"', (enabled, disabled, aria) => {
    document.body.innerHTML = '<button name="update_cart">Actualizează coșul</button>';
    const button = findUpdateButton(document.body)!;
    setUpdateEnabled(button, enabled);
    expect([button.disabled, button.getAttribute('aria-disabled')]).toEqual([disabled, aria]);
  });
});

describe('a failed cart change says what failed, why, and what was kept', () => {
  it.each([
    [
      "what, the error's text and what was kept",
      'Coșul nu a fost actualizat.',
      { kind: 'timeout' } as const,
      'Cantitățile au rămas.',
      `Coșul nu a fost actualizat. ${ERROR_TEXTS.timeout} Cantitățile au rămas.`,
    ],
    [
      'an answer that is not a cart page is unreadable',
      'Coșul nu a fost actualizat.',
      'unreadable' as const,
      '',
      `Coșul nu a fost actualizat. ${ERROR_TEXTS.invalid_json}`,
    ],
    [
      "the server's own message wins",
      '',
      { kind: 'server', code: 'x', message: 'Cuponul a expirat.' } as const,
      'Codul a rămas.',
      'Cuponul a expirat. Codul a rămas.',
    ],
  ])('%s', (_rule, what, error, kept, expected) => {
    expect(failureText(what, error, kept)).toBe(expected);
  });
});

describe('the cart form is posted with the fields a native submit would send', () => {
  it('the typed quantities, the hidden nonce and the pressed button; not the other submit button', () => {
    document.body.innerHTML = `<form class="woocommerce-cart-form"><input name="cart[abc][qty]" value="3"><input type="hidden" name="woocommerce-cart-nonce" value="n0nce">
<input name="coupon_code" value=""><button type="submit" name="apply_coupon" value="Aplică">Aplică</button><button type="submit" name="update_cart" value="Actualizează coșul">Actualizează</button></form>`;
    const form = document.querySelector('form')!;
    const body = formBody(form, form.querySelector<HTMLElement>('[name="update_cart"]'));
    expect([...body]).toEqual([
      ['cart[abc][qty]', '3'],
      ['woocommerce-cart-nonce', 'n0nce'],
      ['coupon_code', ''],
      ['update_cart', 'Actualizează coșul'],
    ]);
  });

  it('without a pressed button, no button is sent', () => {
    document.body.innerHTML =
      '<form><input name="cart[abc][qty]" value="1"><button name="update_cart" value="x">x</button></form>';
    expect([...formBody(document.querySelector('form')!)]).toEqual([['cart[abc][qty]', '1']]);
  });
});
