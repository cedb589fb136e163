import type { WidgetContext } from '../runtime/types.ts';
import { pressesButton } from './keys.ts';
import { slideBlock } from './slide.ts';

/**
 * A server link (`<a href="#">`) that shows and hides a block printed hidden, made an APG
 * disclosure: role="button", aria-expanded, aria-controls. The link stays a link, so the theme's
 * styles still apply and without JavaScript it is a harmless anchor. Opening moves focus to the
 * block's first field, as the shopper clicked to type there.
 */
export interface Disclosure {
  readonly isOpen: () => boolean;
  setOpen(open: boolean): void;
  /** Takes the button semantics off the link again (the listeners go with the widget's context). */
  destroy(): void;
}

let counter = 0;

export function linkDisclosure(
  link: HTMLElement,
  panel: HTMLElement,
  context: WidgetContext,
  focusTarget: () => HTMLElement | null,
): Disclosure {
  if (!panel.id) panel.id = `vitrina-disclosure-${++counter}`;
  const isOpen = () => panel.style.display !== 'none' && !panel.hidden;
  const setOpen = (open: boolean) => {
    link.setAttribute('aria-expanded', String(open));
    // No animation on open: the field must be visible (focusable) now, not after the slide.
    slideBlock(panel, open, { animate: !open });
    if (open) focusTarget()?.focus();
  };
  link.setAttribute('role', 'button');
  link.setAttribute('aria-controls', panel.id);
  link.setAttribute('aria-expanded', String(isOpen()));
  context.listen(link, 'click', (event) => {
    event.preventDefault();
    setOpen(!isOpen());
  });
  context.listen(link, 'keydown', (event) => {
    if (event instanceof KeyboardEvent && pressesButton(event, link)) setOpen(!isOpen());
  });
  const destroy = () => ['role', 'aria-controls', 'aria-expanded'].forEach((name) => link.removeAttribute(name));
  return { isOpen, setOpen, destroy };
}
