/**
 * Calls `then` once the page's `load` event has passed (at once when it has): idle widgets, and the
 * React chunk most of them bring, never compete with the page's own resources on the critical path.
 * A callback rather than a promise: nothing here can fail, so there is no rejection to handle.
 */
export function afterLoad(then: () => void): void {
  if (document.readyState === 'complete') then();
  else window.addEventListener('load', () => then(), { once: true });
}
