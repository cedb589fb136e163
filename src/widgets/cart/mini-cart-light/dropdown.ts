import type { Listen } from '../../../runtime/types.ts';
import { dropdownKey, isPending } from './model.ts';

/** Flatsome shows a header dropdown while its item carries this class (header-nav adopts it). */
const OPEN_CLASS = 'current-dropdown';

/**
 * The header cart's printed dropdown (`li.cart-item.has-dropdown > ul.nav-dropdown`) before the
 * header's script (header-nav, at idle) is there: Flatsome's CSS shows it only with
 * `current-dropdown`, so without this the first hover or Tab onto the cart shows nothing. The mouse
 * opens it while over the item, focus on the link opens it; Space opens, ArrowDown goes in, Escape
 * closes. Once header-nav is mounted it owns the item (and keeps it open if it finds it open).
 */
export function lightDropdown(item: HTMLElement, listen: Listen): void {
  const link = item.querySelector<HTMLAnchorElement>(':scope > a[href]');
  const menu = item.querySelector<HTMLElement>(':scope > ul.nav-dropdown');
  if (!link || !menu) return;
  const mine = () => isPending(item.closest('#header'));
  const isOpen = () => item.classList.contains(OPEN_CLASS);
  const setOpen = (open: boolean) => {
    item.classList.toggle(OPEN_CLASS, open);
    link.setAttribute('aria-expanded', String(open));
  };
  // Focus going back to the link on Escape must not open what Escape just closed.
  let refocusing = false;
  // Mounted after the header's script (a slow page), it leaves the link's state to that script.
  if (mine()) link.setAttribute('aria-expanded', 'false');
  listen(item, 'pointerenter', (event) => {
    if (event.pointerType === 'mouse' && mine()) setOpen(true);
  });
  listen(item, 'pointerleave', (event) => {
    if (event.pointerType === 'mouse' && mine() && !item.contains(document.activeElement)) setOpen(false);
  });
  listen(link, 'focus', () => {
    if (mine() && !refocusing) setOpen(true);
  });
  listen(item, 'focusout', (event) => {
    if (
      mine() &&
      !(event.relatedTarget instanceof Node && item.contains(event.relatedTarget)) &&
      !item.matches(':hover')
    )
      setOpen(false);
  });
  listen(item, 'keydown', (event) => {
    if (!mine() || event.altKey || event.ctrlKey || event.metaKey) return;
    const action = dropdownKey(event.key, event.target === link, isOpen());
    if (!action) return;
    event.preventDefault(); // Space and ArrowDown would scroll the page
    setOpen(action !== 'close');
    if (action === 'close') {
      refocusing = true;
      link.focus();
      refocusing = false;
    }
    if (action === 'enter') menu.querySelector<HTMLElement>('a[href], button')?.focus();
  });
}
