import { useLayoutEffect, useMemo } from 'react';
import { attributeKeeper } from '../../../ui/attribute-keeper.ts';
import { useModal } from '../../../ui/use-modal.ts';

interface ModalPanelOptions {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The dialog's accessible name (the panel's own title, as text). */
  readonly label: string;
  /** The element to focus on close; by default whatever had focus when it opened. */
  readonly returnFocus?: HTMLElement | null;
  /** Page parts that stay clickable while open (the panel's backdrop). */
  readonly keep?: readonly Element[];
}

/**
 * A server-printed panel that is itself the modal dialog (Flatsome's off-canvas cart, whose
 * fragments WooCommerce swaps in place, so it cannot move into `<Dialog>`): while open it has the
 * dialog's role, `aria-modal`, name and its own focus stop, and the shared modal behaviour
 * (`useModal`: focus on the panel, inert page, Tab wraps, Escape, focus back); on close its
 * attributes go back as printed. The owner shows and hides the panel (its theme classes) in a
 * layout effect declared before this hook, so the panel is visible when focus moves in.
 */
export function useModalPanel(
  panel: HTMLElement,
  { open, onClose, label, returnFocus, keep }: ModalPanelOptions,
): void {
  useLayoutEffect(() => {
    if (!open) return undefined;
    const keeper = attributeKeeper();
    keeper.set(panel, 'role', 'dialog');
    keeper.set(panel, 'aria-modal', 'true');
    keeper.set(panel, 'aria-label', label);
    keeper.set(panel, 'tabindex', '-1');
    return keeper.restore;
  }, [open, panel, label]);
  const focusPanel = useMemo(() => ({ current: panel }), [panel]);
  useModal(panel, { open, onClose, initialFocus: focusPanel, returnFocus, keep });
}
