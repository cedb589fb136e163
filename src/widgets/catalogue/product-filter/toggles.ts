import type { Listen } from '../../../runtime/types.ts';
import { WOOF_DEFAULTS, type WoofConfig } from '../shared/config/woof.ts';
import { anchorToButton, ensureId, slide } from './slide.ts';

/**
 * The panel's disclosures (APG disclosure pattern: a button with aria-expanded and aria-controls):
 * per-block toggles (text or image label, 500 ms), nested term lists (333 ms, state remembered per
 * item in local storage) and the auto-shown form's show/hide (377 ms).
 */
const NESTED_KEY = 'vitrina:woof-nested';

function readNested(): Record<string, boolean> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(NESTED_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'),
    );
  } catch {
    return {}; // storage off or corrupt: lists start in their default state
  }
}

function saveNested(item: string, open: boolean): void {
  try {
    localStorage.setItem(NESTED_KEY, JSON.stringify({ ...readNested(), [item]: open }));
  } catch {
    /* storage unavailable: the state lasts for this page only */
  }
}

function setToggleLabel(button: HTMLButtonElement, open: boolean, toggle: WoofConfig['toggle']): void {
  const image = open ? toggle.openedImage : toggle.closedImage;
  if (toggle.type === 'image' && image) {
    const img = document.createElement('img');
    img.src = image;
    img.alt = '';
    button.replaceChildren(img);
  } else {
    button.textContent = open ? toggle.opened : toggle.closed;
  }
  button.classList.toggle('woof_front_toggle_opened', open);
  button.classList.toggle('woof_front_toggle_closed', !open);
  button.setAttribute('aria-expanded', String(open));
}

function blockTitle(heading: Element | null): string {
  const clone = heading?.cloneNode(true);
  if (!(clone instanceof Element)) return 'Filtru';
  clone.querySelectorAll('.woof_front_toggle').forEach((node) => node.remove());
  return clone.textContent?.trim() || 'Filtru';
}

/** Blocks printed without `.woof_block_html_items`: what follows the heading becomes the region. */
function wrapAfterHeading(inner: HTMLElement): HTMLElement | null {
  const heading = inner.querySelector(':scope > h4');
  const rest = [...inner.childNodes].filter((node) => node !== heading);
  if (!heading || rest.length === 0) return null;
  const region = document.createElement('div');
  region.className = 'woof_block_html_items';
  region.append(...rest);
  inner.append(region);
  return region;
}

function enhanceBlockToggles(root: HTMLElement, config: WoofConfig): void {
  for (const anchor of root.querySelectorAll<HTMLElement>('a.woof_front_toggle')) {
    const inner = anchor.closest<HTMLElement>('.woof_container_inner');
    const region = inner
      ? (inner.querySelector<HTMLElement>('.woof_block_html_items') ?? wrapAfterHeading(inner))
      : null;
    if (!region) continue;
    const button = anchorToButton(anchor);
    button.setAttribute('aria-controls', ensureId(region, 'woof-block'));
    button.setAttribute('aria-label', blockTitle(button.closest('h4')));
    const open = button.dataset.condition !== 'closed';
    region.hidden = !open;
    setToggleLabel(button, open, config.toggle);
  }
}

function enhanceNested(root: HTMLElement): void {
  const stored = readNested();
  for (const anchor of root.querySelectorAll<HTMLElement>('a.woof_childs_list_opener')) {
    const item = anchor.closest('li');
    const list = item?.querySelector<HTMLElement>(':scope > ul.woof_childs_list');
    if (!item || !list) continue;
    const key =
      [...item.classList].find((name) => /^woof_term_\d+$/.test(name)) ?? item.querySelector('input')?.id ?? '';
    const label = anchor.getAttribute('aria-label') ?? 'Subcategorii';
    const button = anchorToButton(anchor);
    button.setAttribute('aria-label', label);
    button.dataset.item = key;
    button.setAttribute('aria-controls', ensureId(list, 'woof-childs'));
    // WOOF prints lists closed (`display: none`) when its "slide" setting is on; the printed state
    // stands unless the shopper chose otherwise or a child is ticked, so mounting moves nothing.
    const printedOpen = list.style.display !== 'none';
    const open = stored[key] ?? (list.querySelector('input:checked') !== null || printedOpen);
    list.style.removeProperty('display');
    list.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    button.querySelector('span')?.setAttribute('class', open ? 'woof_is_opened' : 'woof_is_closed');
  }
}

function enhanceAutoForm(root: HTMLElement, config: WoofConfig): void {
  const region = root.querySelector<HTMLElement>('.woof_auto_show');
  for (const anchor of root.querySelectorAll<HTMLElement>('a.woof_show_auto_form, a.woof_hide_auto_form')) {
    if (!region) continue;
    const button = anchorToButton(anchor);
    button.classList.add('woof_auto_form_toggle');
    button.setAttribute('aria-controls', ensureId(region, 'woof-auto'));
    const open = !region.hidden && getComputedStyle(region).display !== 'none';
    button.setAttribute('aria-expanded', String(open));
    button.textContent = open
      ? (config.hideFormText ?? 'ascunde filtrul de produse')
      : (config.showFormText ?? 'arată filtrul de produse');
  }
}

export function enhanceToggles(root: HTMLElement, config: WoofConfig): void {
  enhanceBlockToggles(root, config);
  enhanceNested(root);
  enhanceAutoForm(root, config);
}

/** One delegated click handler for every disclosure in the panel; true when it handled the click. */
export function handleToggleClick(target: Element, config: WoofConfig, listen: Listen): boolean {
  const button = target.closest<HTMLButtonElement>(
    'button.woof_front_toggle, button.woof_childs_list_opener, button.woof_auto_form_toggle',
  );
  const region = button ? document.getElementById(button.getAttribute('aria-controls') ?? '') : null;
  if (!button || !region) return false;
  const open = button.getAttribute('aria-expanded') !== 'true';
  button.setAttribute('aria-expanded', String(open));
  if (button.classList.contains('woof_front_toggle')) {
    setToggleLabel(button, open, config.toggle);
    slide(region, open, WOOF_DEFAULTS.blockToggleMs, listen);
  } else if (button.classList.contains('woof_childs_list_opener')) {
    button.querySelector('span')?.setAttribute('class', open ? 'woof_is_opened' : 'woof_is_closed');
    if (config.saveNestedState && button.dataset.item) saveNested(button.dataset.item, open);
    slide(region, open, WOOF_DEFAULTS.nestedListToggleMs, listen);
  } else {
    button.textContent = open
      ? (config.hideFormText ?? 'ascunde filtrul de produse')
      : (config.showFormText ?? 'arată filtrul de produse');
    slide(region, open, WOOF_DEFAULTS.formToggleMs, listen);
  }
  return true;
}

/** §2.1: blocks whose select has no options or whose list has no items are removed. */
export function removeEmptyBlocks(root: HTMLElement): void {
  for (const block of root.querySelectorAll<HTMLElement>('.woof_container')) {
    const select = block.querySelector('select');
    const list = block.querySelector('ul.woof_list');
    if ((select && select.options.length === 0) || (list && list.querySelectorAll('li').length === 0)) block.remove();
  }
}
