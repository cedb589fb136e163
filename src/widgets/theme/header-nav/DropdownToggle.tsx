import type { Signal } from '@preact/signals-core';
import { useSignals } from '../../../ui/use-signals.ts';

interface DropdownToggleProps {
  readonly item: HTMLElement;
  readonly menuId: string;
  readonly label: string;
  readonly openItem: Signal<HTMLElement | null>;
  readonly onToggle: (item: HTMLElement) => void;
}

/**
 * The APG disclosure button placed after a top-level menu link: the link still navigates, the
 * button shows or hides the sub-menu and says whether it is open.
 */
export function DropdownToggle({ item, menuId, label, openItem, onToggle }: DropdownToggleProps) {
  useSignals();
  const expanded = openItem.value === item;
  return (
    <button type="button" className="nav-dropdown-toggle" aria-expanded={expanded} aria-controls={menuId} aria-label={label} onClick={() => onToggle(item)}>
      <span aria-hidden="true">▾</span>
    </button>
  );
}
