/**
 * Where keyboard focus can stay, so it never falls to `<body>` (the next Tab would start from the top). Shared by the
 * hold (in the entry, so kept tiny) and the replay: a focused element that a mounting widget took
 * out of the page or hid cannot hold focus, and the keys that follow must not be lost with it.
 */

/** Whether `element` is still in the page and drawn, so focus can stay on it. */
export function canHoldFocus(element: Element): boolean {
  if (!element.isConnected || element.closest('[hidden],[inert]')) return false;
  if (typeof element.checkVisibility === 'function') return element.checkVisibility({ visibilityProperty: true });
  return getComputedStyle(element).display !== 'none';
}

/** Focus is nowhere a key can reach a control: on body, or on an element that can no longer hold it. */
export function focusLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active === document.documentElement || !canHoldFocus(active);
}
