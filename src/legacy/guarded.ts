/**
 * jQuery runs handlers inside `.trigger()`, so a page script's handler that throws would throw
 * out of our add, remove or refresh (the add's spinner stayed on for good). Its exception stays
 * with it: logged once per event, and Vitrina carries on.
 */
const loggedEvents = new Set<string>();

export function guarded<T>(name: string, run: () => T): T | undefined {
  try {
    return run();
  } catch (error) {
    if (!loggedEvents.has(name)) {
      loggedEvents.add(name);
      console.error(`[vitrina] legacy event ${name}: a page script's handler threw; Vitrina carried on.`, error);
    }
    return undefined;
  }
}

/** Tests start with nothing logged. */
export function forgetLoggedLegacyErrors(): void {
  loggedEvents.clear();
}
