import type { Listen } from '../../../runtime/types.ts';

/**
 * WOOF's mobile filter (js/front.js L2179, views/woof.php L555, css/front.css L1097). On a phone with the
 * widget's mobile_mode, the panel is printed hidden (`woof_hide_filter`) with an open button and a close
 * button in it; the open button is moved to the page's `.woof_show_mobile_filter_container` (the
 * [woof_mobile] shortcode) or else to `woof_m_b_container`, and each button toggles
 * `woof_show_filter_for_mobile` on the panel, which the plugin's CSS turns into a sheet over the page.
 * Both printed `div`s become a disclosure: role button, in the tab order, Enter and Space, aria-expanded and
 * aria-controls; opening moves focus to the close button at the top of the sheet, closing (either button,
 * Escape, or the filter's redraw, front.js L594) brings it back to the open button. The class stays the
 * state: whoever changes it, the buttons follow.
 */
const OPEN = 'woof_show_filter_for_mobile';
const OPEN_TEXT = 'Deschide filtrul';
const CLOSE_TEXT = 'Închide filtrul';

let counter = 0;

function asButton(element: HTMLElement, panelId: string, name: string): void {
  element.setAttribute('role', 'button');
  element.tabIndex = 0;
  element.setAttribute('aria-controls', panelId);
  // The shop may print only an image (its text setting -1): the button still needs a name.
  if (!element.textContent?.trim()) element.setAttribute('aria-label', name);
}

function placeFor(selector: string): Element | null {
  const shortcode = document.querySelector('.woof_show_mobile_filter_container');
  if (shortcode) return shortcode;
  try {
    return document.querySelector(selector);
  } catch {
    return null; // a selector the browser cannot read: the button stays where it was printed, as jQuery finds nothing
  }
}

export function enhanceMobileFilter(host: HTMLElement, place: string, listen: Listen): (() => void) | undefined {
  const show = host.querySelector<HTMLElement>('.woof_show_mobile_filter');
  const hide = host.querySelector<HTMLElement>('.woof_hide_mobile_filter');
  if (!show) return undefined;
  placeFor(place)?.append(show);
  if (!host.id) host.id = `woof-mobile-${++counter}`;
  asButton(show, host.id, OPEN_TEXT);
  if (hide) asButton(hide, host.id, CLOSE_TEXT);

  let open = host.classList.contains(OPEN);
  const follow = () => {
    const now = host.classList.contains(OPEN);
    show.setAttribute('aria-expanded', String(now));
    hide?.setAttribute('aria-expanded', String(now));
    if (now === open) return;
    open = now;
    const active = document.activeElement;
    if (now) hide?.focus({ preventScroll: true });
    else if (!active || active === document.body || host.contains(active)) show.focus({ preventScroll: true });
  };
  follow();
  const observer = new MutationObserver(follow);
  observer.observe(host, { attributes: true, attributeFilter: ['class'] });

  const toggle = (to: boolean) => {
    host.classList.toggle(OPEN, to);
    follow(); // at once, not at the observer's turn: the focus moves with the key or tap
  };
  const button = (event: Event): HTMLElement | null => {
    // Only the shopper's own events: the runtime plays a click or key held for the filter again, untrusted.
    const target = event.isTrusted && event.target instanceof Element ? event.target : null;
    return target?.closest<HTMLElement>('.woof_show_mobile_filter, .woof_hide_mobile_filter') ?? null;
  };
  // In the capture phase on window: a press inside the panel is held at the document while the filter's chunk loads.
  listen(
    window,
    'click',
    (event) => {
      const pressed = button(event);
      if (pressed !== show && pressed !== hide) return;
      toggle(pressed === show ? !open : false);
    },
    { capture: true },
  );
  listen(
    window,
    'keydown',
    (event) => {
      const pressed = button(event);
      if ((pressed === show || pressed === hide) && (event.key === 'Enter' || event.key === ' ')) {
        event.preventDefault(); // Space would scroll the page
        toggle(pressed === show ? !open : false);
      } else if (event.key === 'Escape' && open && event.target instanceof Node && host.contains(event.target)) {
        toggle(false);
      }
    },
    { capture: true },
  );
  return () => observer.disconnect();
}
