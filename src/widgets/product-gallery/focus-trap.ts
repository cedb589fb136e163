/**
 * Keeps keyboard focus inside an open dialog: the rest of the page is made inert, and Tab /
 * Shift+Tab wrap between the dialog's first and last focusable elements (PhotoSwipe's own trap
 * only reacts once focus has already left). Returns the release.
 */
const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function trapFocus(dialog: HTMLElement): () => void {
  const inerted: HTMLElement[] = [];
  for (const sibling of document.body.children) {
    if (sibling instanceof HTMLElement && sibling !== dialog && !sibling.contains(dialog) && !sibling.inert) {
      sibling.inert = true;
      inerted.push(sibling);
    }
  }
  const visible = (element: HTMLElement) => element.offsetParent !== null || element === document.activeElement;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(visible);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };
  dialog.addEventListener('keydown', onKeyDown);
  return () => {
    dialog.removeEventListener('keydown', onKeyDown);
    for (const element of inerted) element.inert = false;
  };
}
