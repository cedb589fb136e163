import { contactFormRefill, contactFormSchema } from './api/contact-form.ts';
import { readContactFormSettings } from './config/contact-form.ts';
import { readInstance, detailFor, emitCf7Event } from './legacy/cf7-events.ts';
import { registerCf7Form, rememberCf7Schema } from './legacy/cf7-global.ts';
import type { SwvSchema } from './swv/index.ts';
import type { WidgetModule } from '../../../runtime/types.ts';
import { whenTouched } from '../../../ui/when-touched.ts';
import { clearFeedback, createContactFormState } from './state/contact-form.ts';
import { syncControlErrors } from './aria.ts';
import { handFocusAfterReset } from './focus-after-reset.ts';
import { exclusiveCheckbox, updateAcceptance, updateCounters, updateFreeText, urlHelper } from './controls.ts';
import { clearDraft, restoreDraft, saveDraft } from './draft.ts';
import { replaceMisplaced } from './misplaced.ts';
import { applyRefill } from './refill.ts';
import { takeServerFeedback } from './server-feedback.ts';
import { whenPointerReleased } from './pointer-hold.ts';
import { setFormState } from './status.ts';
import { submitForm } from './submit.ts';
import { fieldOrder, validateOnChange } from './validation.ts';
import { floatingTips } from './floating-tip.ts';

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
    let schema: SwvSchema | null = null;
    let resetOnMailSent = false;

    const refreshControls = () => {
      updateAcceptance(form);
      updateFreeText(form);
      updateCounters(form);
    };

    const reset = async () => {
      // Read as the reset begins: the reset is about to disable the focused submit (consent unticked).
      const hadFocus = form.contains(document.activeElement);
      clearFeedback(state);
      setFormState(form, container, state, 'resetting');
      const refill = await contactFormRefill(instance.contactFormId);
      if (context.signal.aborted) return;
      if (refill.ok) applyRefill(form, refill.value);
      const sent = resetOnMailSent;
      setFormState(form, container, state, sent ? 'sent' : 'init');
      resetOnMailSent = false;
      handFocusAfterReset(form, hadFocus, sent, context.listen);
      emitCf7Event(container, 'reset', detailFor(form, state.status.value, new FormData(form)));
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
        resetOnMailSent = true;
        form.reset();
      },
    };
    const tips = floatingTips(form, state, context.listen);
    const submit = (submitter?: HTMLElement | null) => context.run(submitForm(submitContext, submitter));
    const validateNow = (target?: Element) => {
      // A change validated late (after a pointer release) must not mix into a submit under way.
      if (!schema || state.status.value === 'submitting') return;
      tips.renew(target ?? null);
      validateOnChange(form, container, state, schema, target ?? null);
    };
    const afterRelease = whenPointerReleased(context);

    context.listen(form, 'submit', (event) => {
      event.preventDefault();
      submit(event instanceof SubmitEvent ? event.submitter : null);
    });
    context.listen(form, 'reset', () => {
      context.run(reset());
      // The browser resets the values after this event; the helpers follow the reset values.
      queueMicrotask(refreshControls);
    });
    context.listen(form, 'change', (event) => {
      const target = event.target;
      if (target instanceof HTMLInputElement) {
        exclusiveCheckbox(target);
        urlHelper(target);
      }
      refreshControls();
      if (target instanceof Element && target.closest('.wpcf7-form-control')) afterRelease(() => validateNow(target));
      saveDraft(form, instance.unitTag);
    });
    context.listen(form, 'input', (event) => {
      const target = event.target;
      if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) updateCounters(form, target.name);
      saveDraft(form, instance.unitTag);
    });

    if (settings.cached) form.reset();
    if (initial.status === 'sent') clearDraft(instance.unitTag);
    else restoreDraft(form, instance.unitTag);
    refreshControls();
    setFormState(form, container, state, initial.status);

    const stopAria = syncControlErrors(form, state, instance.unitTag);
    const unregister = registerCf7Form(form, {
      submit: (options) => submit(options?.submitter ?? null),
      reset: () => form.reset(),
      validate: (target) => validateNow(target),
    });
    // The feedback is React (design §8): fetched on the first touch, or at once when the server printed a status.
    let unmountFeedback = () => {};
    context.run(async () => {
      if (initial.status === 'init') await whenTouched([container], context.signal, context.cause);
      context.preload('feedback-root');
      const { mountFeedback } = await import('./feedback-root.tsx');
      if (!context.signal.aborted) unmountFeedback = mountFeedback(container, form, state, instance.unitTag, context, tips.dismissed);
    });

    context.run(async () => {
      const loaded = await contactFormSchema(instance.contactFormId);
      if (!loaded.ok || context.signal.aborted) return;
      schema = loaded.value;
      rememberCf7Schema(instance.contactFormId, loaded.value);
    });

    return () => {
      unmountFeedback();
      unregister();
      stopAria();
      tips.stop();
    };
  },
};

export default contactForm;
