/**
 * The room the bottom bars (./bottom-dock.ts) reserve after all content, so the end of the page can
 * be scrolled above them. It grows at once: it sits after everything, so nothing in view moves. It
 * shrinks only by the room below the window: shrinking by more would shorten the page under the
 * window, the browser would pull the scroll position back and everything in view would move down.
 * A shopper at the end of the page when the banner goes (closed on scrolling, or after its time)
 * would see the page jump, and a press there would be released elsewhere and make no click. The
 * rest goes as the shopper scrolls up.
 */
let spacer: HTMLElement | null = null;
let height = 0;
let onScroll: (() => void) | null = null;

/** How far the page can still scroll down; read with the dock's other reads, before it writes. */
export function roomBelowWindow(): number {
  const root = document.documentElement;
  return Math.max(0, Math.floor(root.scrollHeight - root.clientHeight - window.scrollY));
}

function watchScroll(relayout: (() => void) | null): void {
  if (onScroll) window.removeEventListener('scroll', onScroll);
  onScroll = relayout;
  if (onScroll) window.addEventListener('scroll', onScroll, { passive: true });
}

function createSpacer(): HTMLElement {
  const element = document.createElement('div');
  element.className = 'vitrina-dock-spacer';
  element.setAttribute('aria-hidden', 'true');
  return element;
}

/**
 * Sizes the spacer for `wanted` pixels of bars; `relayout` is called on scrolling while it is
 * still taller than that, to let the rest go.
 */
export function reserveAtEnd(wanted: number, roomBelow: number, relayout: () => void): void {
  // A spacer taken out with the page's content reserves nothing any more.
  if (spacer && !spacer.isConnected) height = 0;
  height = wanted >= height ? wanted : Math.max(wanted, height - roomBelow);
  watchScroll(height > wanted ? relayout : null);
  if (height > 0) {
    spacer ??= createSpacer();
    if (spacer.parentElement !== document.body || spacer.nextElementSibling) document.body.append(spacer);
    spacer.style.height = `${height}px`;
  } else {
    spacer?.remove();
    spacer = null;
  }
}
