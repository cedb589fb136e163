import { effect, type Signal } from '@preact/signals-core';

interface DropdownToggleOptions {
  readonly item: HTMLElement;
  readonly menuId: string;
  readonly label: string;
  readonly openItem: Signal<HTMLElement | null>;
  readonly onToggle: (item: HTMLElement) => void;
}

/**
 * The APG disclosure button placed after a top-level menu link: the link still navigates, the
 * button shows or hides the sub-menu and says whether it is open. Plain DOM (design §8: a widget
 * that only enhances printed markup brings no React). Returns the undo.
 */
export function createDropdownToggle(slot: HTMLElement, { item, menuId, label, openItem, onToggle }: DropdownToggleOptions): () => void {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'nav-dropdown-toggle';
  button.setAttribute('aria-controls', menuId);
  button.setAttribute('aria-label', label);
  const arrow = document.createElement('span');
  arrow.setAttribute('aria-hidden', 'true');
  arrow.textContent = '▾';
  button.append(arrow);
  const onClick = () => onToggle(item);
  button.addEventListener('click', onClick);
  const stop = effect(() => button.setAttribute('aria-expanded', String(openItem.value === item)));
  slot.append(button);
  return () => {
    stop();
    button.removeEventListener('click', onClick);
    slot.remove();
  };
}
