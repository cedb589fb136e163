import { effect, type Signal } from '@preact/signals-core';
import type { Listen } from '../../../runtime/types.ts';

interface DropdownToggleOptions {
  readonly item: HTMLElement;
  readonly menuId: string;
  readonly label: string;
  readonly openItem: Signal<HTMLElement | null>;
  readonly onToggle: (item: HTMLElement) => void;
  readonly listen: Listen;
}

/**
 * The APG disclosure button placed after a top-level menu link: the link still navigates, the
 * button shows or hides the sub-menu and says whether it is open. Plain DOM (design §8: a widget
 * that only enhances printed markup brings no React). Returns the undo.
 */
export function createDropdownToggle(
  slot: HTMLElement,
  { item, menuId, label, openItem, onToggle, listen }: DropdownToggleOptions,
): () => void {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'nav-dropdown-toggle';
  button.setAttribute('aria-controls', menuId);
  button.setAttribute('aria-label', label);
  const arrow = document.createElement('span');
  arrow.setAttribute('aria-hidden', 'true');
  arrow.textContent = '▾';
  button.append(arrow);
  listen(button, 'click', () => onToggle(item));
  const stop = effect(() => button.setAttribute('aria-expanded', String(openItem.value === item)));
  slot.append(button);
  return () => {
    stop();
    slot.remove();
  };
}
