import { readPasswordStrengthParams } from '../shared/config/passwords.ts';
import { emitPasswordStrengthEvent } from './legacy/password-events.ts';
import type { WidgetModule } from '../../../runtime/types.ts';
import { watchStrength } from './controller.ts';
import { drawStrengthMeter } from './meter.ts';

/** The confirmation that goes with each password field WooCommerce meters (legacy-contracts §5). */
function confirmationOf(field: HTMLInputElement): HTMLInputElement | null {
  if (field.id !== 'password_1') return null;
  const other = field.form?.querySelector('#password_2');
  return other instanceof HTMLInputElement ? other : null;
}

/**
 * Password strength (spec §4.12, §5.10) on register, edit account, reset password and checkout's
 * account password. The input stays the server's and posts natively; the meter is drawn with DOM
 * code right after the field (after its `span.password-input` when wrapped): no React, it only
 * enhances the server's field (design §8). The estimator (@zxcvbn-ts/core and its word lists) is
 * fetched on the first keystroke, never with the page.
 */
const passwordStrength: WidgetModule = {
  mount(host, context) {
    if (!(host instanceof HTMLInputElement)) return undefined;
    const params = readPasswordStrengthParams();
    const onCheckout = host.form?.matches('form.checkout') ?? false;
    const controller = watchStrength({ field: host, confirmation: confirmationOf(host), params, onCheckout, context });

    const container = host.ownerDocument.createElement('div');
    container.className = 'vitrina-password-strength';
    (host.closest('.password-input') ?? host).after(container);
    const meterId = `${host.id || 'password'}-strength`;
    const describedBy = host.getAttribute('aria-describedby');
    host.setAttribute('aria-describedby', describedBy ? `${describedBy} ${meterId}` : meterId);
    const stopDrawing = drawStrengthMeter(container, controller.view, params.hintText, meterId);
    emitPasswordStrengthEvent('added');
    return () => {
      controller.stop();
      stopDrawing();
      container.remove();
      if (describedBy === null) host.removeAttribute('aria-describedby');
      else host.setAttribute('aria-describedby', describedBy);
    };
  },
};

export default passwordStrength;
