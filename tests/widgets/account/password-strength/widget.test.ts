import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeJQuery } from '../../../legacy/fake-jquery.ts';
import { forgetEstimator } from '../../../../src/widgets/account/password-strength/load-estimator.ts';
import { runWidgets, stopWidgets } from '../../product/product-page-runtime.ts';

let observer: MutationObserver | undefined;
beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(async () => {
  await stopWidgets(observer);
  forgetEstimator();
});

const REGISTER =
  '<form class="woocommerce-form-register register"><p class="form-row"><label for="reg_password">Parolă</label><input type="password" class="woocommerce-Input" id="reg_password" name="password"></p><button type="submit" name="register">Înregistrare</button></form>';

const meter = () => document.querySelector('.vitrina-password-strength [role="status"]')!;
const field = () => document.querySelector<HTMLInputElement>('#reg_password')!;

function type(value: string): void {
  field().value = value;
  field().dispatchEvent(new Event('input', { bubbles: true }));
}

describe('password strength through the runtime (spec §4.12, §5.10)', () => {
  it('puts an empty polite live region after the field, which describes it', async () => {
    observer = await runWidgets(['password-strength'], REGISTER);
    expect(field().nextElementSibling?.classList.contains('vitrina-password-strength')).toBe(true);
    expect(meter().getAttribute('aria-live')).toBe('polite');
    expect(meter().textContent).toBe('');
    expect(meter().className).toBe('');
    expect(field().getAttribute('aria-describedby')).toBe(meter().id);
  });

  it('shows the estimate, the error and the hint for a weak password and disables submit', async () => {
    observer = await runWidgets(['password-strength'], REGISTER);
    type('parola');
    await vi.waitFor(() => expect(meter().className).toMatch(/woocommerce-password-strength (short|bad)/), {
      timeout: 5000,
    });
    expect(meter().textContent).toMatch(/ - Te rog introdu o parolă mai puternică\.$/);
    expect(document.querySelector('small.woocommerce-password-hint')?.textContent).toMatch(
      /^Sugestie: parola ar trebui/,
    );
    expect(document.querySelector<HTMLButtonElement>('button[name="register"]')!.disabled).toBe(true);
    type('');
    await vi.waitFor(() => expect(meter().textContent).toBe(''), { timeout: 15_000 });
    expect(document.querySelector('small.woocommerce-password-hint')).toBeNull();
    expect(document.querySelector<HTMLButtonElement>('button[name="register"]')!.disabled).toBe(false);
  });

  it('removes the meter and gives the button back when unmounted', async () => {
    observer = await runWidgets(['password-strength'], REGISTER);
    type('abc');
    await vi.waitFor(
      () => expect(document.querySelector<HTMLButtonElement>('button[name="register"]')!.disabled).toBe(true),
      { timeout: 5000 },
    );
    const form = document.querySelector('form')!;
    const button = form.querySelector('button')!;
    field().closest('p')!.remove();
    await vi.waitFor(() => expect(button.disabled).toBe(false), { timeout: 15_000 });
    expect(document.querySelector('.vitrina-password-strength')).toBeNull();
  });

  it('prints the server’s labels as text: a hostile pwsL10n string adds no markup', async () => {
    const globals = window as unknown as Record<string, unknown>;
    const hostile = '<img src=x onerror="window.hacked=1">';
    globals.pwsL10n = { unknown: hostile, short: hostile };
    try {
      observer = await runWidgets(['password-strength'], REGISTER);
      type('abc');
      await vi.waitFor(() => expect(meter().textContent).toMatch(/^<img src=x onerror="window.hacked=1">/), {
        timeout: 15_000,
      });
      expect(document.querySelector('.vitrina-password-strength img')).toBeNull();
    } finally {
      delete globals.pwsL10n;
    }
  });

  it('tells jQuery listeners on body the meter was added, shown and hidden (legacy-contracts §5)', async () => {
    const jquery = installFakeJQuery();
    try {
      observer = await runWidgets(['password-strength'], REGISTER);
      type('a');
      type('ab');
      type('');
      const names = jquery.triggered.filter((entry) => entry.target === document.body).map((entry) => entry.name);
      expect(names).toEqual(['wc-password-strength-added', 'wc-password-strength-show', 'wc-password-strength-hide']);
    } finally {
      jquery.uninstall();
    }
  });
});
