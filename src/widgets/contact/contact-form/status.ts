import { detailFor, emitCf7Event } from './legacy/cf7-events.ts';
import { isFormStateClass } from './cf7-status.ts';
import type { ContactFormState } from './state/contact-form.ts';
import { setBusy } from '../../../ui/busy.ts';

/**
 * Moves a form to a new state (spec §4.7): `data-status`, the state class (the theme styles the
 * response area by it), `inert` on `.inert-on-{state}` elements, and `wpcf7statuschanged` when
 * the state really changed.
 */
export function setFormState(form: HTMLFormElement, container: Element, state: ContactFormState, next: string): void {
  const previous = state.status.value;
  form.setAttribute('data-status', next);
  for (const name of [...form.classList]) if (name !== next && isFormStateClass(name)) form.classList.remove(name);
  form.classList.add(next);
  for (const element of form.querySelectorAll<HTMLElement>('[class*="inert-on-"]')) {
    element.inert = element.classList.contains(`inert-on-${next}`);
  }
  // No theme class: CF7's own state classes (`submitting`, `resetting`) already drive its spinner.
  setBusy(form, next === 'submitting' || next === 'resetting', null, { idleValue: 'false' });
  if (previous === next) return;
  state.status.value = next;
  const detail = detailFor(form, next, new FormData(form));
  detail.prevStatus = previous;
  emitCf7Event(container, 'statuschanged', detail);
}
