import { pageJQuery } from '../../../../legacy/jquery.ts';

/**
 * WooCommerce's password meter announces itself on `document.body` through jQuery
 * (legacy-contracts §5): `wc-password-strength-added` when the meter is inserted, `-show` when it
 * appears for a typed password and `-hide` when the field is emptied. Themes use them to adjust
 * layout. Without jQuery on the page nobody can listen, so nothing is sent.
 */
export type PasswordStrengthEvent = 'added' | 'show' | 'hide';

export function emitPasswordStrengthEvent(kind: PasswordStrengthEvent): void {
  const jQuery = pageJQuery();
  if (!jQuery) return;
  jQuery(document.body).trigger(`wc-password-strength-${kind}`);
}
