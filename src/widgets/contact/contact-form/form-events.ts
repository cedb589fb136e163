import { exclusiveCheckbox, updateCounters, urlHelper } from './controls.ts';
import { saveDraft } from './draft.ts';
import { whenPointerReleased } from './pointer-hold.ts';
import { refreshControls, resetForm, validateNow, type ContactSession } from './session.ts';

/** The form's own events: submit, reset, and the validation and draft that follow each change. */
export function listenForm(session: ContactSession, submit: (submitter: HTMLElement | null) => void): void {
  const { form, context, instance } = session;
  const afterRelease = whenPointerReleased(context);
  context.listen(form, 'submit', (event) => {
    event.preventDefault();
    submit(event instanceof SubmitEvent ? event.submitter : null);
  });
  context.listen(form, 'reset', () => {
    context.run(resetForm(session));
    // The browser resets the values after this event; the helpers follow the reset values.
    queueMicrotask(() => refreshControls(form));
  });
  context.listen(form, 'change', (event) => {
    const target = event.target;
    if (target instanceof HTMLInputElement) {
      exclusiveCheckbox(target);
      urlHelper(target);
    }
    refreshControls(form);
    if (target instanceof Element && target.closest('.wpcf7-form-control'))
      afterRelease(() => validateNow(session, target));
    saveDraft(form, instance.unitTag);
  });
  context.listen(form, 'input', (event) => {
    const target = event.target;
    if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) updateCounters(form, target.name);
    saveDraft(form, instance.unitTag);
  });
}
