import { afterEach, describe, expect, it } from 'vitest';
import { runWidgets, stopWidgets } from '../../product/product-page-runtime.ts';

let observer: MutationObserver | undefined;
afterEach(() => stopWidgets(observer));

const LOGIN =
  '<form class="woocommerce-form-login login"><p class="form-row"><label for="password">Parolă</label><input type="password" class="woocommerce-Input woocommerce-Input--password input-text" name="password" id="password" value=""></p><button type="submit">Autentificare</button></form>';

const button = () => document.querySelector<HTMLButtonElement>('button.show-password-input')!;
const field = () => document.querySelector<HTMLInputElement>('#password')!;

describe('password show/hide (spec §2.8)', () => {
  it('wraps the field in span.password-input with a labelled button after it', async () => {
    observer = await runWidgets(['password-toggle'], LOGIN);
    expect(field().parentElement!.matches('p.form-row > span.password-input')).toBe(true);
    expect(button().type).toBe('button');
    expect(button().getAttribute('aria-label')).toBe('Arată parola');
    expect(button().getAttribute('aria-controls')).toBe('password');
    expect(button().closest('span.password-input')).toBe(field().parentElement);
  });

  it('switches the field between password and text, the name saying what the next press does', async () => {
    observer = await runWidgets(['password-toggle'], LOGIN);
    field().value = 'tainic';
    button().click();
    await expect.poll(() => field().type).toBe('text');
    expect(button().getAttribute('aria-label')).toBe('Ascunde parola');
    expect(button().classList.contains('display-password')).toBe(true);
    button().click();
    await expect.poll(() => field().type).toBe('password');
    expect(button().getAttribute('aria-label')).toBe('Arată parola');
    expect(field().value).toBe('tainic');
  });

  it('posts the field as a password again and unwraps it at unmount', async () => {
    observer = await runWidgets(['password-toggle'], LOGIN);
    button().click();
    await expect.poll(() => field().type).toBe('text');
    document.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }));
    expect(field().type).toBe('password');
  });

  it("marks checkout's span.woocommerce-input-wrapper as the wrapper instead of wrapping again, and unmarks it at unmount", async () => {
    const CHECKOUT =
      '<div class="woocommerce"><form class="checkout woocommerce-checkout"><p class="form-row" id="account_password_field"><label for="account_password">Creează parola contului</label><span class="woocommerce-input-wrapper"><input type="password" class="input-text" name="account_password" id="account_password"></span></p></form></div>';
    observer = await runWidgets(['password-toggle'], CHECKOUT);
    const input = document.querySelector<HTMLInputElement>('#account_password')!;
    expect(input.parentElement!.matches('p.form-row > span.woocommerce-input-wrapper.password-input')).toBe(true);
    expect(document.querySelectorAll('button.show-password-input')).toHaveLength(1);
    expect(button().closest('span.password-input')).toBe(input.parentElement);
    button().click();
    await expect.poll(() => input.type).toBe('text');
    await stopWidgets(observer);
    observer = undefined;
    document.body.innerHTML = CHECKOUT;
    const { wrapPasswordInput } = await import('../../../../src/widgets/account/password-toggle/wrap.ts');
    const fresh = document.querySelector<HTMLInputElement>('#account_password')!;
    const wrapped = wrapPasswordInput(fresh);
    expect(wrapped.wrapper).toBe(fresh.parentElement);
    wrapped.unwrap();
    expect(fresh.parentElement!.className).toBe('woocommerce-input-wrapper');
  });

  it('leaves a password field in a span outside WooCommerce (a contact form) alone', async () => {
    observer = await runWidgets(
      ['password-toggle'],
      '<form class="wpcf7-form"><p><span class="wpcf7-form-control-wrap"><input type="password" name="secret" id="secret"></span></p></form>',
    );
    expect(document.querySelector('button.show-password-input')).toBeNull();
    expect(document.querySelector('#secret')!.parentElement!.className).toBe('wpcf7-form-control-wrap');
  });

  it('keeps focus and caret in the field when the field is wrapped while focused', async () => {
    document.body.innerHTML = LOGIN;
    field().value = 'abcdef';
    field().focus();
    field().setSelectionRange(3, 3);
    const { wrapPasswordInput } = await import('../../../../src/widgets/account/password-toggle/wrap.ts');
    const wrapped = wrapPasswordInput(field());
    expect(document.activeElement).toBe(field());
    expect(field().selectionStart).toBe(3);
    wrapped.unwrap();
    expect(field().parentElement!.tagName).toBe('P');
    expect(document.activeElement).toBe(field());
  });
});
