import type { WidgetContext } from '../../../runtime/types.ts';
import { submitMarketingEmail } from './state/newsletter.ts';

/** Spec §7.2 / §9: a watched input sends 2 s after the last keystroke, and at once when it is left. */
export const KEYUP_DEBOUNCE_MS = 2000;

/**
 * One watched e-mail input. `opted` reads the opt-in at send time, so a send made after the shopper
 * ticks it carries the new choice. Listeners, not the `onblur` properties the plugin overwrote.
 */
export function watchEmail(
  input: HTMLInputElement,
  opted: () => boolean,
  language: string,
  context: WidgetContext,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const send = () => {
    clearTimeout(timer);
    timer = undefined;
    context.run(submitMarketingEmail(input.value, opted(), language));
  };
  context.listen(input, 'keyup', () => {
    clearTimeout(timer);
    timer = setTimeout(send, KEYUP_DEBOUNCE_MS);
  });
  context.listen(input, 'blur', send);
  return () => clearTimeout(timer);
}
