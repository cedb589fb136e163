import { FOCUSABLE } from './focusable.ts';

/**
 * Replaces `old` with `fresh` (server HTML parsed into a fragment) so that keyboard focus inside
 * `old` lands on the same control in `fresh` — a link to the same address, a field of the same
 * name, else the control at the same place — instead of falling to `<body>`.
 *
 * The new nodes go in and take focus before the old ones leave: Chromium fires `focusout` with no
 * `relatedTarget` when a focused node is removed, and every dropdown that closes when focus leaves
 * it (the header's cart, Flatsome's menus) would close under the shopper's keyboard.
 */
export function replaceKeepingFocus(old: Element, fresh: DocumentFragment): void {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !old.contains(active)) {
    old.replaceWith(fresh);
    return;
  }
  const place = controlsOf([old]).indexOf(active);
  const inserted = [...fresh.children];
  old.before(fresh);
  const candidates = controlsOf(inserted);
  const twin = candidates.find((candidate) => sameControl(candidate, active)) ?? candidates[place];
  twin?.focus({ preventScroll: true });
  old.remove();
}

/** The focusable elements of `roots`, the roots themselves included, in document order. */
function controlsOf(roots: Element[]): HTMLElement[] {
  return roots
    .flatMap((root) => [root, ...root.querySelectorAll(FOCUSABLE)])
    .filter((element): element is HTMLElement => element instanceof HTMLElement && element.matches(FOCUSABLE));
}

/** The same link (address) or the same form field (name and value) in the new HTML. */
function sameControl(candidate: HTMLElement, active: HTMLElement): boolean {
  if (candidate.tagName !== active.tagName) return false;
  if (active instanceof HTMLAnchorElement) return candidate.getAttribute('href') === active.getAttribute('href');
  const name = active.getAttribute('name');
  return (
    name !== null &&
    candidate.getAttribute('name') === name &&
    candidate.getAttribute('value') === active.getAttribute('value')
  );
}
