import { focusableIn } from './focusable.ts';

/**
 * Keeps keyboard focus inside `container` (APG modal dialog): the rest of the page becomes inert,
 * and Tab / Shift+Tab wrap between the first and last focusable elements. Native `showModal()`
 * alone lets Tab escape to the browser's own UI, and PhotoSwipe's trap reacts only once focus has
 * left. `keep` names page parts that stay live (a backdrop that closes on click). Returns the
 * release, which restores exactly what it changed.
 */
export function trapFocus(container: HTMLElement, keep: readonly Element[] = []): () => void {
  const inerted: HTMLElement[] = [];
  for (const sibling of document.body.children) {
    if (
      sibling instanceof HTMLElement &&
      sibling !== container &&
      !sibling.contains(container) &&
      !sibling.inert &&
      !isLiveRegion(sibling) &&
      !keep.includes(sibling)
    ) {
      sibling.inert = true;
      inerted.push(sibling);
    }
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    const focusable = focusableIn(container);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === container || !container.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !container.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };
  container.addEventListener('keydown', onKeyDown);
  return () => {
    container.removeEventListener('keydown', onKeyDown);
    for (const element of inerted) element.inert = false;
  };
}

/** The page's live regions must keep speaking while a dialog is open. */
function isLiveRegion(element: HTMLElement): boolean {
  return element.classList.contains('vitrina-live-region');
}
