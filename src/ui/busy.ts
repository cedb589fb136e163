export type BusyClass = 'loading' | 'processing' | 'updating';

interface BusyOptions {
  /**
   * When idle, say `aria-busy="false"` instead of dropping the attribute: for an element that
   * states its busy state from the start (the contact form's, spec §4.7).
   */
  readonly idleValue?: 'false';
}

/**
 * The busy state for DOM-only widgets that enhance server controls (a button, a form, a listing,
 * a table): `aria-busy` plus, unless `className` is null, the theme's `loading` / `processing` /
 * `updating` class, which WooCommerce and Flatsome already style with their spinner. The one
 * toggle every widget uses; React widgets use `<Busy>` or `<BusyButton>`.
 */
export function setBusy(
  element: HTMLElement,
  busy: boolean,
  className: BusyClass | null = 'loading',
  { idleValue }: BusyOptions = {},
): void {
  if (className) element.classList.toggle(className, busy);
  if (busy) element.setAttribute('aria-busy', 'true');
  else if (idleValue) element.setAttribute('aria-busy', idleValue);
  else element.removeAttribute('aria-busy');
}
