// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formState, isFormStateClass, stateEvent } from '../../../../src/widgets/contact/contact-form/cf7-status.ts';

describe('spec §4.7 status table', () => {
  const rows = [
    ['init', 'init', null],
    ['validation_failed', 'invalid', 'invalid'],
    ['acceptance_missing', 'unaccepted', 'unaccepted'],
    ['spam', 'spam', 'spam'],
    ['aborted', 'aborted', 'aborted'],
    ['mail_sent', 'sent', 'mailsent'],
    ['mail_failed', 'failed', 'mailfailed'],
    ['payment_required', 'payment-required', null],
    ['submitting', 'submitting', null],
    ['resetting', 'resetting', null],
    ['validating', 'validating', null],
  ] as const;
  for (const [status, state, event] of rows) {
    it(`${status} → state ${state}, event ${event ?? 'none'}`, () => {
      expect(formState(status)).toBe(state);
      expect(stateEvent(formState(status))).toBe(event);
    });
  }

  it('any other status becomes custom- plus its slug, with no event of its own', () => {
    expect(formState('waiting for approval')).toBe('custom-waiting-for-approval');
    expect(formState('Needs_Review!!')).toBe('custom-needs-review');
    expect(stateEvent('custom-needs-review')).toBeNull();
  });

  it('knows which classes are state classes (so a new state removes the old one)', () => {
    expect(isFormStateClass('sent')).toBe(true);
    expect(isFormStateClass('custom-x')).toBe(true);
    expect(isFormStateClass('wpcf7-form')).toBe(false);
  });
});
