import type { ConsentState } from '../../../state/consent.ts';
import { PARKED_SCRIPTS, stillToRun } from './model.ts';

/** Parked scripts of this page that have run, whichever host's mount ran them. */
const done = new WeakSet<Element>();
let ranSinceRefresh = false;

export function noteRan(parked: Element): void {
  done.add(parked);
  ranSinceRefresh = true;
}

/**
 * `Cli_Data.triggerDomRefresh` (cookie-law-info-public.js L1017, `scriptsDone`): once every
 * script the consent allows has run, a synthetic `DOMContentLoaded` (bubbling, cancelable) on
 * the document, for scripts that came after the real one and wait for it. The plugin sends
 * nothing else there. One event per run: the scripts mount one per task, so the run is over
 * only when none the consent allows is left, not when the queue is briefly empty.
 */
export function refreshWhenAllRan(enabled: boolean, state: ConsentState): void {
  if (!enabled || !ranSinceRefresh) return;
  const parked = [...document.querySelectorAll(PARKED_SCRIPTS)];
  if (stillToRun(parked, state, (script) => done.has(script)).length > 0) return;
  ranSinceRefresh = false;
  document.dispatchEvent(new Event('DOMContentLoaded', { bubbles: true, cancelable: true }));
}
