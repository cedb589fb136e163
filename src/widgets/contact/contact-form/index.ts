import { contactFormSchema } from './api/contact-form.ts';
import { readContactFormSettings } from './config/contact-form.ts';
import { readInstance } from './legacy/cf7-events.ts';
import { registerCf7Form, rememberCf7Schema } from './legacy/cf7-global.ts';
import type { Unmount, WidgetModule } from '../../../runtime/types.ts';
import { whenTouched } from '../../../ui/when-touched.ts';
import { createContactFormState } from './state/contact-form.ts';
import { syncControlErrors } from './aria.ts';
import { clearDraft, restoreDraft } from './draft.ts';
import { replaceMisplaced } from './misplaced.ts';
import { takeServerFeedback } from './server-feedback.ts';
import { setFormState } from './status.ts';
import { submitForm } from './submit.ts';
import { fieldOrder } from './validation.ts';
import { floatingTips } from './floating-tip.ts';
import { listenForm } from './form-events.ts';
import { refreshControls, validateNow, type ContactSession } from './session.ts';

/** The feedback is React (design §8): fetched on the first touch, or at once when the server printed a status. */
function mountFeedbackLater(session: ContactSession, printed: boolean): Unmount {
  const { container, form, state, instance, context, tips } = session;
  let unmountFeedback: Unmount = () => {};
  context.run(async () => {
    if (!printed) await whenTouched([container], context.signal, context.cause);
    context.preload('feedback-root');
    const { mountFeedback } = await import('./feedback-root.tsx');
    if (!context.signal.aborted)
      unmountFeedback = mountFeedback(container, form, state, instance.unitTag, context, tips.dismissed);
  });
  return () => unmountFeedback();
}

/** The form's validation schema, for validation on change and CF7's window object. */
function loadSchema(session: ContactSession): void {
  const { context, instance } = session;
  context.run(async () => {
    const loaded = await contactFormSchema(instance.contactFormId);
    if (!loaded.ok || context.signal.aborted) return;
    session.schema = loaded.value;
    rememberCf7Schema(instance.contactFormId, loaded.value);
  });
}

/**
 * Contact Form 7 (spec §2.9, §4.7): schema validation on change, submit over REST with every
 * status, the plugin's events and window object, reset and refill, and the small input helpers.
 * The inputs stay the server's and post natively without JavaScript; the feedback renders in React,
 * fetched on the first touch.
 */
const contactForm: WidgetModule = {
  mount(container, context) {
    if (replaceMisplaced(container)) return undefined;
    const form = container.querySelector<HTMLFormElement>('form.wpcf7-form');
    if (!form) return undefined;
    const instance = readInstance(form);
    const settings = readContactFormSettings();
    const initial = takeServerFeedback(container, form);
    const state = createContactFormState(initial);
    container.classList.replace('no-js', 'js');
    const tips = floatingTips(form, state, context.listen);
    const session: ContactSession = {
      container,
      form,
      instance,
      state,
      context,
      tips,
      schema: null,
      resetOnMailSent: false,
    };
    const submitContext = {
      form,
      container,
      state,
      formId: instance.contactFormId,
      order: () => fieldOrder(form),
      signal: context.signal,
      onSent: () => {
        clearDraft(instance.unitTag);
        session.resetOnMailSent = true;
        form.reset();
      },
    };
    const submit = (submitter?: HTMLElement | null) => context.run(submitForm(submitContext, submitter));
    listenForm(session, submit);

    if (settings.cached) form.reset();
    if (initial.status === 'sent') clearDraft(instance.unitTag);
    else restoreDraft(form, instance.unitTag);
    refreshControls(form);
    setFormState(form, container, state, initial.status);

    const stopAria = syncControlErrors(form, state, instance.unitTag);
    const unregister = registerCf7Form(form, {
      submit: (options) => submit(options?.submitter ?? null),
      reset: () => form.reset(),
      validate: (target) => validateNow(session, target),
    });
    const unmountFeedback = mountFeedbackLater(session, initial.status !== 'init');
    loadSchema(session);

    return () => {
      unmountFeedback();
      unregister();
      stopAria();
      tips.stop();
    };
  },
};

export default contactForm;
