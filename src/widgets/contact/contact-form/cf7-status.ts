/**
 * Contact Form 7's statuses (spec §4.7): the server's status becomes the form's state, which is
 * also its class and `data-status`, and names the DOM event the form raises.
 */
const FORM_STATE: Readonly<Record<string, string>> = {
  init: 'init',
  validation_failed: 'invalid',
  acceptance_missing: 'unaccepted',
  spam: 'spam',
  aborted: 'aborted',
  mail_sent: 'sent',
  mail_failed: 'failed',
  submitting: 'submitting',
  resetting: 'resetting',
  validating: 'validating',
  payment_required: 'payment-required',
};

/** Every state a form can be in without a custom status; `custom-*` classes are removed by prefix. */
const KNOWN_FORM_STATES: readonly string[] = [...new Set(Object.values(FORM_STATE))];

/** A server status as the form's state; anything unknown is `custom-` plus its slug. */
export function formState(status: string): string {
  const known = FORM_STATE[status];
  if (known) return known;
  if (KNOWN_FORM_STATES.includes(status)) return status;
  const slug = status
    .replace(/[^0-9a-z]+/gi, ' ')
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase();
  return `custom-${slug}`;
}

/** The `wpcf7<name>` event a state raises after a submit, or null (only the submit event follows). */
export type StateEvent = 'invalid' | 'unaccepted' | 'spam' | 'aborted' | 'mailsent' | 'mailfailed';

export function stateEvent(state: string): StateEvent | null {
  if (state === 'invalid' || state === 'unaccepted' || state === 'spam' || state === 'aborted') return state;
  if (state === 'sent') return 'mailsent';
  if (state === 'failed') return 'mailfailed';
  return null;
}

export const isFormStateClass = (name: string) => KNOWN_FORM_STATES.includes(name) || name.startsWith('custom-');
