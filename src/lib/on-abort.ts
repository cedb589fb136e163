/**
 * Runs `cleanup` once when `signal` aborts (a widget's `context.signal`: its unmount), or at once
 * when it already has. A clean-up such as clearing a debounce timer, not an event handler: it
 * needs no guard, which is why widgets reach the abort through here and not through
 * context.listen (whose own listeners are removed by that same abort before it fires).
 */
export function onAbort(signal: AbortSignal, cleanup: () => void): void {
  if (signal.aborted) {
    cleanup();
    return;
  }
  signal.addEventListener('abort', cleanup, { once: true });
}
