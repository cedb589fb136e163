/** The first signs the shopper is using a widget (design §8: React loads on them, not at idle). */
const TOUCHES = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'click', 'keydown', 'submit'];

/**
 * Resolves on the first pointer, touch, focus or key on any of `targets`, or at once when the
 * widget was woken by one (`cause`, from its context). Never resolves once `signal` aborts.
 */
export function whenTouched(targets: readonly EventTarget[], signal: AbortSignal, cause?: Event): Promise<void> {
  if (cause && TOUCHES.includes(cause.type)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = new AbortController();
    const stop = () => done.abort();
    signal.addEventListener('abort', stop, { once: true });
    const touched = () => {
      stop();
      signal.removeEventListener('abort', stop);
      resolve();
    };
    for (const target of targets)
      for (const type of TOUCHES)
        target.addEventListener(type, touched, { capture: true, passive: true, signal: done.signal });
  });
}
