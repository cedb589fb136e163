import { contactFormRefill } from './api/contact-form.ts';
import { detailFor, emitCf7Event, type Cf7Instance } from './legacy/cf7-events.ts';
import type { SwvSchema } from './swv/index.ts';
import type { WidgetContext } from '../../../runtime/types.ts';
import { clearFeedback, type ContactFormState } from './state/contact-form.ts';
import { updateAcceptance, updateCounters, updateFreeText } from './controls.ts';
import type { FloatingTips } from './floating-tip.ts';
import { handFocusAfterReset } from './focus-after-reset.ts';
import { applyRefill } from './refill.ts';
import { setFormState } from './status.ts';
import { validateOnChange } from './validation.ts';

/** One mounted form: its elements, its feedback state, and what its parts share. */
export interface ContactSession {
  readonly container: HTMLElement;
  readonly form: HTMLFormElement;
  readonly instance: Cf7Instance;
  readonly state: ContactFormState;
  readonly context: WidgetContext;
  readonly tips: FloatingTips;
  /** The form's validation schema, once loaded; until then nothing is validated on change. */
  schema: SwvSchema | null;
  /** The reset that follows a sent message (CF7 resets the form then) ends on the "sent" status. */
  resetOnMailSent: boolean;
}

/** The small input helpers follow the controls' values. */
export function refreshControls(form: HTMLFormElement): void {
  updateAcceptance(form);
  updateFreeText(form);
  updateCounters(form);
}

/** Validates the changed control against the schema (§4.7). */
export function validateNow(session: ContactSession, target?: Element): void {
  const { form, container, state, schema, tips } = session;
  // A change validated late (after a pointer release) must not mix into a submit under way.
  if (!schema || state.status.value === 'submitting') return;
  tips.renew(target ?? null);
  validateOnChange(form, container, state, schema, target ?? null);
}

/** A reset: the feedback goes, the refill (captcha, quiz) is asked for, and CF7's reset event goes out. */
export async function resetForm(session: ContactSession): Promise<void> {
  const { form, container, state, context } = session;
  // Read as the reset begins: the reset is about to disable the focused submit (consent unticked).
  const hadFocus = form.contains(document.activeElement);
  clearFeedback(state);
  setFormState(form, container, state, 'resetting');
  const refill = await contactFormRefill(session.instance.contactFormId);
  if (context.signal.aborted) return;
  if (refill.ok) applyRefill(form, refill.value);
  const sent = session.resetOnMailSent;
  setFormState(form, container, state, sent ? 'sent' : 'init');
  session.resetOnMailSent = false;
  handFocusAfterReset(form, hadFocus, sent, context.listen);
  emitCf7Event(container, 'reset', detailFor(form, state.status.value, new FormData(form)));
}
