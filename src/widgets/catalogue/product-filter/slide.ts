import type { Listen } from '../../../runtime/types.ts';
/**
 * Opening and closing a region with a height animation of a given length (WOOF's jQuery slide
 * durations: 377 ms form, 500 ms block, 333 ms nested list). The region is `hidden` when closed so
 * it leaves the tab order and the accessibility tree; reduced motion skips the animation.
 */
export function slide(region: HTMLElement, open: boolean, durationMs: number, listen: Listen): void {
  const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (reduced || typeof region.animate !== 'function') {
    region.hidden = !open;
    return;
  }
  region.hidden = false;
  const height = `${region.scrollHeight}px`;
  const frames = open
    ? [
        { height: '0px', overflow: 'hidden' },
        { height, overflow: 'hidden' },
      ]
    : [
        { height, overflow: 'hidden' },
        { height: '0px', overflow: 'hidden' },
      ];
  const animation = region.animate(frames, { duration: durationMs, easing: 'ease' });
  if (!open) listen(animation, 'finish', () => (region.hidden = region.dataset.vitrinaOpen !== 'true'));
  region.dataset.vitrinaOpen = String(open);
}

let counter = 0;
export function ensureId(element: HTMLElement, prefix: string): string {
  if (!element.id) element.id = `${prefix}-${++counter}`;
  return element.id;
}

/** A disclosure button with the anchor's classes and content, replacing the `javascript:` link. */
export function anchorToButton(anchor: HTMLElement): HTMLButtonElement {
  if (anchor instanceof HTMLButtonElement) return anchor;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = anchor.className;
  for (const name of ['title', 'data-condition', 'data-state']) {
    const value = anchor.getAttribute(name);
    if (value !== null) button.setAttribute(name, value);
  }
  button.append(...anchor.childNodes);
  button.style.cssText =
    'display:inline-block;min-width:16px;min-height:16px;background:none;border:0;padding:0 4px;margin:0;line-height:inherit;color:inherit;font:inherit;cursor:pointer;text-transform:none';
  if (!button.textContent?.trim()) {
    // An inline-block with no text sits on the baseline by its bottom edge and would push the
    // line's text down; aligned to the top it leaves the line where the printed link had it.
    button.style.verticalAlign = 'top';
    // Before the empty link the whitespace collapsed; before a button it is drawn, and a text
    // box that appears counts as a layout shift (the category rows' 0.004 on the listing).
    const before = anchor.previousSibling;
    if (before?.nodeType === Node.TEXT_NODE && !before.textContent?.trim()) before.remove();
  }
  anchor.replaceWith(button);
  return button;
}
