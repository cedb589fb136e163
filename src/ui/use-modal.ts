import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { focusableIn } from './focusable.ts';
import { trapFocus } from './focus-trap.ts';

/** The close button's name in every modal (the Dialog's and a server panel's). */
export const CLOSE_LABEL = 'Închide';

interface ModalOptions {
  readonly open: boolean;
  readonly onClose: () => void;
  /** Where focus goes on open; by default the first focusable element, else the modal itself. */
  readonly initialFocus?: RefObject<HTMLElement | null>;
  /** The element to focus on close; by default whatever had focus when it opened. */
  readonly returnFocus?: HTMLElement | null;
  /** Page parts that stay clickable while open (a backdrop of the modal's own). */
  readonly keep?: readonly Element[];
}

/**
 * The behaviour of every modal in the shop (APG dialog pattern), for a React-drawn `<dialog>` and
 * for a server-printed panel alike: while open, the page behind is inert and Tab wraps inside,
 * focus moves in, Escape closes, and on close focus returns to where it came from.
 */
export function useModal(
  element: HTMLElement | null,
  { open, onClose, initialFocus, returnFocus, keep }: ModalOptions,
): void {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useLayoutEffect(() => {
    if (!open || !element) return undefined;
    const opener = returnFocus ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    const release = trapFocus(element, keep);
    (initialFocus?.current ?? focusableIn(element)[0] ?? element).focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault(); // also stops the native dialog's own cancel, so the owner's state stays the truth
      onCloseRef.current();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => {
      element.removeEventListener('keydown', onKeyDown);
      release();
      if (opener?.isConnected) opener.focus();
    };
  }, [open, element, initialFocus, returnFocus, keep]);
}
