import type { WidgetContext } from '../../../runtime/types.ts';
import { submitMarketingEmail } from './state/newsletter.ts';
import { slideBlock } from '../../../ui/slide.ts';

/** The plugin's opt-in checkbox (checkout and account forms) and its consent block. */
const OPT_IN = '#mailchimp_woocommerce_newsletter, #subscribe-to-newsletter';
const CONSENT = 'mailchimp-gdpr-fields';
/** The watched inputs an opt-in change re-sends, first filled one wins. */
const EMAILS = ['#billing_email', '#reg_email', '#username', '#contact-fields input[type="email"]'];

export function optedIn(root: ParentNode = document): boolean {
  return root.querySelector<HTMLInputElement>(OPT_IN)?.checked ?? false;
}

function pageEmail(): string {
  for (const selector of EMAILS) {
    const value = document.querySelector<HTMLInputElement>(selector)?.value.trim();
    if (value) return value;
  }
  return '';
}

/**
 * Ticking the opt-in slides the consent (GDPR) fields open, unticking slides them closed (spec §2.7,
 * the plugin's checkout-gdpr script), and the new choice is sent with the address already typed.
 * The consent block stays in the form either way, so its inputs post as before.
 */
export function watchOptIn(checkbox: HTMLInputElement, language: string, context: WidgetContext): () => void {
  const consent = document.getElementById(CONSENT);
  if (consent) slideBlock(consent, checkbox.checked, { animate: false });
  context.listen(checkbox, 'change', () => {
    if (consent) slideBlock(consent, checkbox.checked);
    const email = pageEmail();
    if (email) context.run(submitMarketingEmail(email, checkbox.checked, language));
  });
  return () => undefined;
}
