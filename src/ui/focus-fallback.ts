/**
 * When the element that has focus is about to disappear (a dismissed banner, a closed bar),
 * focus goes to the next sensible place instead of falling to <body>: the given target, else the
 * page's main region (made focusable for this once), without scrolling the page.
 */
export function moveFocusAway(from: Element, preferred?: HTMLElement | null): void {
  const active = document.activeElement;
  if (active && active !== document.body && !from.contains(active)) return;
  const target = preferred?.isConnected && preferred.getClientRects().length > 0 ? preferred : mainRegion();
  target?.focus({ preventScroll: true });
}

function mainRegion(): HTMLElement | null {
  const main = document.querySelector<HTMLElement>('main, #main, [role="main"]');
  if (main && !main.hasAttribute('tabindex')) {
    main.setAttribute('tabindex', '-1');
    main.addEventListener('blur', () => main.removeAttribute('tabindex'), { once: true });
  }
  return main;
}
