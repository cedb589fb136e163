import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { PasswordStrengthParams } from '../shared/config/passwords.ts';
import { emitPasswordStrengthEvent } from './legacy/password-events.ts';
import type { WidgetContext } from '../../../runtime/types.ts';
import type { Estimate } from './estimator.ts';
import { loadEstimator } from './load-estimator.ts';
import { blocksSubmit, meterView, strengthOf, type MeterView } from './model.ts';
import { pageWords } from './profile-words.ts';

export interface StrengthController {
  /** What the meter shows; null hides it (empty password). */
  readonly view: ReadonlySignal<MeterView | null>;
  stop(): void;
}

interface Options {
  readonly field: HTMLInputElement;
  readonly confirmation: HTMLInputElement | null;
  readonly params: PasswordStrengthParams;
  readonly onCheckout: boolean;
  /** Listeners and the estimator's load go through the runtime's guard; a late failure (an estimator that throws) goes to its report(). */
  readonly context: Pick<WidgetContext, 'listen' | 'report' | 'run'>;
}

/**
 * Watches one password field (and its confirmation): estimates on every input, loads the
 * estimator on the first keystroke, and disables the form's submit buttons while the password
 * is too weak (spec §5.10). Disabled buttons it did not disable are left alone.
 */
export function watchStrength({ field, confirmation, params, onCheckout, context }: Options): StrengthController {
  const view = signal<MeterView | null>(null);
  const form = field.form;
  const disabledByUs = new Set<HTMLButtonElement | HTMLInputElement>();
  let estimate: Estimate | null = null;
  let stopped = false;

  const submitButtons = () =>
    form
      ? [
          ...form.querySelectorAll<HTMLButtonElement | HTMLInputElement>(
            'button[type="submit"], button:not([type]), input[type="submit"]',
          ),
        ]
      : [];

  const setBlocked = (blocked: boolean) => {
    for (const button of submitButtons()) {
      if (blocked && !button.disabled) {
        button.disabled = true;
        button.classList.add('disabled');
        disabledByUs.add(button);
      } else if (!blocked && disabledByUs.has(button)) {
        button.disabled = false;
        button.classList.remove('disabled');
        disabledByUs.delete(button);
      }
    }
  };

  const score = (password: string): number | null => {
    if (estimate === null || password === '') return null;
    try {
      return estimate(password, pageWords(field.ownerDocument));
    } catch (error) {
      context.report(error);
      return null;
    }
  };

  const update = () => {
    if (stopped) return;
    const password = field.value;
    const strength = strengthOf(password, confirmation?.value ?? null, score(password));
    const next = meterView(password, strength, params.minStrength, params.labels, params.errorText);
    if ((next === null) !== (view.value === null)) emitPasswordStrengthEvent(next === null ? 'hide' : 'show');
    view.value = next;
    setBlocked(blocksSubmit(password, strength, params.minStrength, onCheckout, params.stopCheckout));
  };

  const onInput = () => {
    update();
    if (estimate === null && field.value !== '') {
      context.run(
        loadEstimator().then((loaded) => {
          if (loaded === null || stopped) return;
          estimate = loaded;
          update();
        }),
      );
    }
  };

  // The listeners stay until the runtime unmounts the widget; once stopped they change nothing.
  for (const target of confirmation ? [field, confirmation] : [field]) {
    context.listen(target, 'input', onInput);
    context.listen(target, 'change', onInput);
  }
  // A value the browser restored (back button, autofill) is judged at once, as if typed.
  if (field.value !== '') onInput();

  return {
    view,
    stop() {
      stopped = true;
      setBlocked(false);
    },
  };
}
