import { readWoofMobilePlace, readWoofSubmitting, WOOF_DEFAULTS } from '../shared/config/woof.ts';
import { serverText } from '../../../i18n/format.ts';
import type { WidgetModule } from '../../../runtime/types.ts';
import { showBusy } from './busy.ts';
import { stateAfter, submitsAtOnce, tickedBy } from './model.ts';
import { TicksAhead } from './ticks.ts';
import { enhanceMobileFilter } from './mobile.ts';

/**
 * The filter's light half (design §8, "answered at once"), plain DOM, mounted when the form is seen:
 * until the filter's logic (product-filter) is mounted, a click that ticks an item shows it ticked
 * in the next paint, and one that submits (the filter button, a tick with autosubmit) shows WOOF's
 * loading popup, as WOOF's front.js answers a tick at once. The click itself is held by the runtime
 * and played once to the filter, which draws the chips and submits; this stands down once it is mounted.
 * It also moves WOOF's mobile filter button out of the hidden panel and makes it open the panel (./mobile.ts),
 * as front.js does at load: hidden in the panel until then, the button could not be touched at all.
 */
const productFilterLight: WidgetModule = {
  mount(host, context) {
    const ahead = new TicksAhead();
    const submitting = readWoofSubmitting();
    const loading = serverText(submitting.loadingText, WOOF_DEFAULTS.loadingText);
    // On window, in the capture phase: the runtime holds a still-loading widget's click at the
    // document and stops it there.
    context.listen(
      window,
      'click',
      (event) => {
        const target = event.target;
        if (!(target instanceof Element) || !host.contains(target)) return;
        const input = tickedBy(target, host);
        if (!event.isTrusted) {
          if (input && target === input) ahead.played(input);
          return;
        }
        if (host.getAttribute('data-vitrina-state') !== 'pending') return;
        if (input) ahead.drawn(input, stateAfter(input, target === input));
        if (submitsAtOnce(target, input !== null, submitting.autosubmit)) showBusy(loading, context.listen);
      },
      { capture: true },
    );
    const unmountMobile = enhanceMobileFilter(host, readWoofMobilePlace(), context.listen);
    host.setAttribute('data-vitrina-light', '');
    return () => {
      unmountMobile?.();
      host.removeAttribute('data-vitrina-light');
    };
  },
};

export default productFilterLight;
