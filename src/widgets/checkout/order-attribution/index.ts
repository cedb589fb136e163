import { effect } from '@preact/signals-core';
import { readAttributionParams } from './config/attribution.ts';
import { exposeAttributionApi, setCheckoutExtensionData, watchConsent } from './legacy/order-attribution.ts';
import type { WidgetModule } from '../../../runtime/types.ts';
import { attributionValues, setOrderTracking, startAttribution } from './state/attribution.ts';
import { disableInputs, fillInputs, isDuplicateInForm } from './inputs.ts';

let started = false;

/**
 * Order attribution (spec §3.3, §4.10; replaces sourcebuster and order-attribution.js). On `body`
 * it records the page view on every page and exposes the old global API; on each
 * `<wc-order-attribution-inputs>` it keeps the hidden inputs equal to the values, so a group the
 * checkout redraws is filled again when the runtime mounts it.
 */
const orderAttribution: WidgetModule = {
  mount(host) {
    const params = readAttributionParams();
    if (!params) return undefined;
    if (!started) {
      started = true;
      startAttribution(params);
    }
    if (host === document.body) {
      const unexpose = exposeAttributionApi(() => attributionValues.value, setOrderTracking);
      const unwatch = watchConsent(params.consentCategory, setOrderTracking);
      const stop = effect(() => setCheckoutExtensionData(attributionValues.value));
      return () => {
        stop();
        unwatch();
        unexpose();
      };
    }
    if (isDuplicateInForm(host)) {
      disableInputs(host);
      return undefined;
    }
    return effect(() => fillInputs(host, params.prefix, attributionValues.value));
  },
};

export default orderAttribution;
