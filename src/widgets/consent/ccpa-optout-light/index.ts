import type { WidgetModule } from '../../../runtime/types.ts';
import { consentState } from '../../../state/consent.ts';

/**
 * The light half of CookieLawInfo's CCPA opt-out: cookie-law-info-ccpa.js ticks the
 * `[wt_cli_ccpa_optout]` checkbox from the consent record at load, so a shopper who opted out sees
 * it ticked. This ticks it as it is seen, without the consent widget, which comes on the first touch
 * or at idle and takes the checkbox's changes from there.
 */
const ccpaOptoutLight: WidgetModule = {
  mount(host) {
    // A shopper's own tick before this mounted is theirs: only an untouched box follows the record.
    if (host instanceof HTMLInputElement && host.checked === host.defaultChecked) host.checked = consentState().peek().optedOut;
    return undefined;
  },
};

export default ccpaOptoutLight;
