/**
 * The busy state for DOM-only widgets that enhance server controls (a button, a form, a listing):
 * `aria-busy` plus the theme's `loading` / `processing` / `updating` classes, which WooCommerce and Flatsome already style with
 * its spinner. The one toggle every widget uses.
 */
export function setBusy(element: HTMLElement, busy: boolean, className: 'loading' | 'processing' | 'updating' = 'loading'): void {
  element.classList.toggle(className, busy);
  if (busy) element.setAttribute('aria-busy', 'true');
  else element.removeAttribute('aria-busy');
}
