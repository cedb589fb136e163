import { readSection } from '../../../../config/section.ts';

/** `mailchimp_public_data` (legacy-contracts §14); every top-level value arrives as a string. */
export interface MailchimpParams {
  /** Nothing runs unless cookies are allowed and carts are tracked. */
  readonly active: boolean;
  readonly language: string;
}

export function readMailchimpParams(): MailchimpParams | null {
  const section = readSection('mailchimp_public_data', { required: false });
  if (!section.present) return null;
  return {
    active: section.flag('allowed_to_set_cookies', false) && !section.flag('disable_carts', false),
    language: section.string('language', 'ro'),
  };
}
