import { contactFormFeedback, type Feedback } from './api/contact-form.ts';
import { detailFor, emitCf7Event } from './legacy/cf7-events.ts';
import { formState, stateEvent } from './cf7-status.ts';
import { clearFeedback, setFieldError, type ContactFormState } from './state/contact-form.ts';
import { transportFailure } from './model.ts';
import { applyRefill } from './refill.ts';
import { setFormState } from './status.ts';

export interface SubmitContext {
  readonly form: HTMLFormElement;
  readonly container: Element;
  readonly state: ContactFormState;
  readonly formId: number;
  /** Field names in the form's order, for the error list. */
  readonly order: () => readonly string[];
  /** mail_sent: the form is reset and refilled, and the draft dropped. */
  readonly onSent: () => void;
  readonly signal: AbortSignal;
}

/** The multipart body of spec §7.3: every input, plus the submitter's name and value. */
function submissionData(form: HTMLFormElement, submitter: HTMLElement | null | undefined): FormData {
  const data = new FormData(form);
  if ((submitter instanceof HTMLInputElement || submitter instanceof HTMLButtonElement) && submitter.name !== '') {
    data.append(submitter.name, submitter.value);
  }
  return data;
}

/**
 * Spec §4.7's submit: clear all errors, `wpcf7beforesubmit`, state `submitting`; then the
 * server's status sets the state and raises its event, always followed by `wpcf7submit`. A call
 * that never got a CF7 answer (offline, time-out, HTML error page, malformed JSON) shows the
 * plugin's message with the `failed` state; the form keeps every value.
 */
export async function submitForm(context: SubmitContext, submitter: HTMLElement | null | undefined): Promise<void> {
  const { form, container, state } = context;
  if (state.status.value === 'submitting') return;
  const formData = submissionData(form, submitter);
  const detail = detailFor(form, state.status.value, formData);
  clearFeedback(state);
  emitCf7Event(container, 'beforesubmit', detail);
  setFormState(form, container, state, 'submitting');

  const result = await contactFormFeedback(context.formId, formData);
  if (context.signal.aborted) return;
  if (!result.ok) {
    const failure = transportFailure(result.error);
    setFormState(form, container, state, 'failed');
    state.message.value = failure.message;
    return;
  }
  applyFeedback(context, result.value, { ...detail });
}

function applyFeedback(context: SubmitContext, response: Feedback, detail: ReturnType<typeof detailFor>): void {
  const { form, container, state } = context;
  const next = formState(response.status);
  setFormState(form, container, state, next);
  detail.status = response.status;
  detail.apiResponse = response;
  const event = stateEvent(next);
  if (event) emitCf7Event(container, event, detail);
  emitCf7Event(container, 'submit', detail);

  const hash = form.querySelector<HTMLInputElement>('input[name="_wpcf7_posted_data_hash"]');
  if (hash && response.postedDataHash !== '') hash.value = response.postedDataHash;
  applyRefill(form, response);
  if (response.status === 'mail_sent') context.onSent();
  for (const invalid of response.invalidFields) setFieldError(state, invalid.field, invalid.message, context.order());
  state.message.value = response.message;
}
