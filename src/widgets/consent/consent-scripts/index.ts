import { effect } from '@preact/signals-core';
import { readConsentConfig } from '../../../config/consent.ts';
import type { WidgetModule } from '../../../runtime/types.ts';
import { consentState } from '../../../state/consent.ts';
import { noteRan, refreshWhenAllRan } from './dom-refresh.ts';
import { gateOpen, readGate } from './model.ts';
import { activateScript, runInOrder } from './run.ts';

/**
 * Script and pixel gating (spec §4.10, legacy-contracts §15 "script blocker"): a parked script
 * (`type="text/plain"` with CookieLawInfo's blocker attributes, or a purpose in `data-category`)
 * runs only once its category is accepted, and once at most. Consent withdrawn before its turn
 * keeps it parked; a script that already ran cannot be taken back, but nothing more loads.
 */
const consentScripts: WidgetModule = {
  mount(host, context) {
    if (!(host instanceof HTMLScriptElement)) return undefined;
    const gate = readGate(host);
    if (!gate) return undefined;
    let state: 'parked' | 'queued' | 'ran' = 'parked';
    let disposed = false;
    const consent = consentState();
    const { domRefresh } = readConsentConfig();

    const stop = effect(() => {
      const current = consent.value; // read first, so the effect stays subscribed whatever the state
      if (state !== 'parked' || !gateOpen(gate, current)) return;
      state = 'queued';
      runInOrder(async () => {
        // Consent may have been withdrawn while earlier scripts loaded.
        if (disposed || !gateOpen(gate, consent.peek())) {
          state = 'parked';
          return;
        }
        state = 'ran';
        await activateScript(host, context);
        noteRan(host);
        refreshWhenAllRan(domRefresh, consent.peek());
      });
    });
    return () => {
      disposed = true;
      stop();
    };
  },
};

export default consentScripts;
