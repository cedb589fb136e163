import type { Listen } from '../../../runtime/types.ts';
import { pressesButton } from '../../../ui/keys.ts';

/**
 * A server element that already acts as a button for the mouse (a CookieLawInfo `<a role="button">`
 * with no href, a bare `<div>` tab) made one for keyboards and screen readers too, in place: the
 * theme's styles keep applying, nothing is redrawn. It gets role="button", a tab stop when it has
 * none, a name when it has no text, and Enter / Space press it (`click()`, so one click listener
 * serves mouse and keyboard). The listener goes with the widget at unmount.
 */
export function actAsButton(element: HTMLElement, listen: Listen, fallbackName?: string): void {
  if (element instanceof HTMLButtonElement) return; // native: nothing to add
  element.setAttribute('role', 'button');
  const focusable =
    element.hasAttribute('tabindex') || (element instanceof HTMLAnchorElement && element.hasAttribute('href'));
  if (!focusable) element.setAttribute('tabindex', '0');
  if (fallbackName && !element.textContent?.trim() && !element.hasAttribute('aria-label'))
    element.setAttribute('aria-label', fallbackName);
  listen(element, 'keydown', (event) => {
    if (event.target === element && pressesButton(event, element)) element.click();
  });
}
