import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readPasswordStrengthParams } from '../../../../src/widgets/account/shared/config/passwords.ts';
import { createContext, type OwnedContext } from '../../../../src/runtime/context.ts';
import {
  watchStrength,
  type StrengthController,
} from '../../../../src/widgets/account/password-strength/controller.ts';
import { forgetEstimator } from '../../../../src/widgets/account/password-strength/load-estimator.ts';

let controller: StrengthController | undefined;
/** The runtime's guarded listen(); disposed after each test as the runtime does at unmount. */
let context: OwnedContext;

function form(html: string): HTMLFormElement {
  document.body.innerHTML = html;
  return document.querySelector('form')!;
}

function type(input: HTMLInputElement, value: string): void {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

async function estimated(): Promise<void> {
  await vi.waitFor(() => expect(controller!.view.value?.className).not.toBe('unknown'), { timeout: 5000 });
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  context = createContext('password-strength', document.body);
});
afterEach(() => {
  controller?.stop();
  context.dispose();
  controller = undefined;
  forgetEstimator();
});

const REGISTER =
  '<form class="woocommerce-form-register register"><input type="password" id="reg_password" name="password"><button type="submit" name="register">Înregistrare</button></form>';
const EDIT =
  '<form class="edit-account"><input id="account_first_name" value="Ana"><input type="password" id="password_1"><input type="password" id="password_2"><button type="submit">Salvează</button></form>';

describe('the strength controller', () => {
  it('is hidden and blocks nothing until the shopper types', () => {
    const register = form(REGISTER);
    controller = watchStrength({
      field: register.querySelector('input')!,
      confirmation: null,
      params: readPasswordStrengthParams(),
      onCheckout: false,
      context,
    });
    expect(controller.view.value).toBeNull();
    expect(register.querySelector('button')!.disabled).toBe(false);
  });

  it('shows unknown on the first keystroke, then the estimate; a weak password disables submit until it is strong', async () => {
    const register = form(REGISTER);
    const field = register.querySelector('input')!;
    const button = register.querySelector('button')!;
    controller = watchStrength({
      field,
      confirmation: null,
      params: readPasswordStrengthParams(),
      onCheckout: false,
      context,
    });
    type(field, 'parola');
    expect(controller.view.value).toEqual({ className: 'unknown', text: 'Putere parolă necunoscută', showHint: false });
    expect(button.disabled).toBe(false);
    await estimated();
    expect(controller.view.value?.className).toMatch(/short|bad/);
    expect(controller.view.value?.text).toMatch(/ - Te rog introdu o parolă mai puternică\.$/);
    expect(button.disabled).toBe(true);
    type(field, 'Zâmbet-de-Tei-42!');
    expect(controller.view.value?.className).toMatch(/good|strong/);
    expect(button.disabled).toBe(false);
    type(field, 'abc');
    expect(button.disabled).toBe(true);
    type(field, '');
    expect(controller.view.value).toBeNull();
    expect(button.disabled).toBe(false);
  });

  it('says Nu se potrivesc while the confirmation differs, from either field', async () => {
    const edit = form(EDIT);
    const [first, second] = [
      edit.querySelector<HTMLInputElement>('#password_1')!,
      edit.querySelector<HTMLInputElement>('#password_2')!,
    ];
    controller = watchStrength({
      field: first,
      confirmation: second,
      params: readPasswordStrengthParams(),
      onCheckout: false,
      context,
    });
    type(first, 'Zâmbet-de-Tei-42!');
    await estimated();
    type(second, 'Zâmbet-de-Tei-43!');
    expect(controller.view.value).toEqual({ className: 'mismatch', text: 'Nu se potrivesc', showHint: false });
    type(second, 'Zâmbet-de-Tei-42!');
    expect(controller.view.value?.className).toMatch(/good|strong/);
  });

  it('on checkout blocks only with stop_checkout on', async () => {
    const checkout = form(
      '<form class="checkout"><input type="password" id="account_password"><button type="submit" id="place_order">Plasează comanda</button></form>',
    );
    const field = checkout.querySelector('input')!;
    controller = watchStrength({
      field,
      confirmation: null,
      params: readPasswordStrengthParams(),
      onCheckout: true,
      context,
    });
    type(field, 'abc');
    await estimated();
    expect(checkout.querySelector('button')!.disabled).toBe(false);
    controller.stop();
    controller = watchStrength({
      field,
      confirmation: null,
      params: { ...readPasswordStrengthParams(), stopCheckout: true },
      onCheckout: true,
      context,
    });
    type(field, 'abcd');
    await estimated();
    expect(checkout.querySelector('button')!.disabled).toBe(true);
  });

  it('gives back the buttons it disabled when stopped, and leaves buttons disabled by others alone', async () => {
    const register = form(
      `${REGISTER.replace('</form>', '<button type="submit" id="other" disabled>Alt</button></form>')}`,
    );
    const field = register.querySelector('input')!;
    controller = watchStrength({
      field,
      confirmation: null,
      params: readPasswordStrengthParams(),
      onCheckout: false,
      context,
    });
    type(field, 'abc');
    await estimated();
    expect(register.querySelector<HTMLButtonElement>('button[name="register"]')!.disabled).toBe(true);
    type(field, 'Zâmbet-de-Tei-42!');
    expect(register.querySelector<HTMLButtonElement>('#other')!.disabled).toBe(true);
    type(field, 'abc');
    controller.stop();
    expect(register.querySelector<HTMLButtonElement>('button[name="register"]')!.disabled).toBe(false);
    expect(register.querySelector<HTMLButtonElement>('#other')!.disabled).toBe(true);
  });

  it('counts the name typed above the password against it', async () => {
    const edit = form(EDIT);
    const first = edit.querySelector<HTMLInputElement>('#password_1')!;
    controller = watchStrength({
      field: first,
      confirmation: null,
      params: readPasswordStrengthParams(),
      onCheckout: false,
      context,
    });
    edit.querySelector<HTMLInputElement>('#account_first_name')!.value = 'Crinolina';
    type(first, 'Crinolina2026');
    await estimated();
    expect(controller.view.value?.className).toMatch(/short|bad/);
    edit.querySelector<HTMLInputElement>('#account_first_name')!.value = 'Ana';
    type(first, 'Crinolina2026');
    expect(controller.view.value?.className).toMatch(/good|strong/);
  });
});
