/**
 * The hook CookieLawInfo calls after an accept, for site code that waits on it
 * (legacy-contracts §15: `CookieLawInfo_Accept_Callback()` when defined). A throwing callback is
 * the site's problem, not the banner's: it is reported, and the choice stays saved.
 */
export function runAcceptCallback(report: (error: unknown) => void): void {
  const callback: unknown = Reflect.get(window, 'CookieLawInfo_Accept_Callback');
  if (typeof callback !== 'function') return;
  try {
    Reflect.apply(callback, window, []);
  } catch (error) {
    report(error);
  }
}
