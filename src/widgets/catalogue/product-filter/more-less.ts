import { ensureId } from './slide.ts';

/**
 * WOOF's "show more" (js/front.js L140, templates views/html_types/checkbox.php): a list printed with
 * `not_toggled_terms_count` hides its later terms with `woof_hidden_term` (css/front.css hides them,
 * `!important`) and ends with `a.woof_open_hidden_li_btn`. Opening swaps them to `woof_hidden_term2`
 * and closing back, so the plugin's own rule decides what is drawn; the label is the link's
 * `data-opened` / `data-closed` text, or its image for `data-type="image"`. The link stays in place
 * (a click or key the shopper gave it while the panel mounted still lands on it) and is made a
 * disclosure button: role, aria-expanded, aria-controls on the list, Space as well as Enter.
 */
const HIDDEN = 'woof_hidden_term';
const SHOWN = 'woof_hidden_term2';

function setLabel(button: HTMLElement, open: boolean): void {
  const label = (open ? button.dataset.opened : button.dataset.closed) ?? '';
  const image = button.querySelector('img');
  if (button.dataset.type === 'image' && image) {
    image.src = label;
    // An image label says nothing to a screen reader; the state is in aria-expanded.
    button.setAttribute('aria-label', 'Mai multe opțiuni');
  } else {
    button.textContent = label;
  }
  button.dataset.state = open ? 'opened' : 'closed';
  button.setAttribute('aria-expanded', String(open));
}

function setOpen(button: HTMLElement, list: Element, open: boolean): void {
  const [from, to] = open ? [HIDDEN, SHOWN] : [SHOWN, HIDDEN];
  for (const item of list.querySelectorAll(`.${from}`)) item.classList.replace(from, to);
  setLabel(button, open);
}

/** The printed links as disclosure buttons; a list holding a ticked hidden term opens (woof_open_hidden_li). */
export function enhanceMoreLess(root: HTMLElement): void {
  for (const button of root.querySelectorAll<HTMLElement>('.woof_open_hidden_li_btn')) {
    const list = button.closest<HTMLElement>('.woof_list');
    if (!list) continue;
    button.setAttribute('role', 'button');
    button.setAttribute('aria-controls', ensureId(list, 'woof-list'));
    const ticked =
      list.querySelector(`li.${HIDDEN} input[type="checkbox"]:checked, li.${HIDDEN} input[type="radio"]:checked`) !==
      null;
    setOpen(button, list, ticked || button.dataset.state === 'opened');
  }
}

/** The click on a "show more" / "show less" button; true when it was one. */
export function handleMoreLessClick(target: Element): boolean {
  const button = target.closest<HTMLElement>('.woof_open_hidden_li_btn[role="button"]');
  const list = button?.closest('.woof_list');
  if (!button || !list) return false;
  setOpen(button, list, button.getAttribute('aria-expanded') !== 'true');
  return true;
}

/** Space on the link, as on a button (Enter already clicks a link); true when it was one. */
export function handleMoreLessKey(event: KeyboardEvent): boolean {
  if (event.key !== ' ' || !(event.target instanceof Element)) return false;
  return handleMoreLessClick(event.target);
}
