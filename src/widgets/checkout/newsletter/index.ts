import { readMailchimpParams } from './config/mailchimp.ts';
import type { WidgetModule } from '../../../runtime/types.ts';
import { lookUpRecoveredCart } from './state/newsletter.ts';
import { optedIn, watchOptIn } from './opt-in.ts';
import { watchEmail } from './watch-email.ts';

/**
 * Newsletter and cart recovery (replaces Mailchimp for WooCommerce's public script and its
 * checkout GDPR toggle): each watched e-mail input and the opt-in checkbox is a host. Nothing runs
 * unless the plugin allows cookies and tracks carts (legacy-contracts §14, behaviour 5). No UI of
 * its own: the service's answers are never shown (spec §7.2).
 */
const newsletter: WidgetModule = {
  mount(host, context) {
    const params = readMailchimpParams();
    if (!params?.active) return undefined;
    context.run(lookUpRecoveredCart());
    if (!(host instanceof HTMLInputElement)) return undefined;
    if (host.type === 'checkbox') return watchOptIn(host, params.language, context);
    return watchEmail(host, () => optedIn(), params.language, context);
  },
};

export default newsletter;
