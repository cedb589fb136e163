import { useEffect, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { focusableIn } from './focusable.ts';
import { trapFocus } from './focus-trap.ts';
import { ensureUiStyles } from './styles.ts';

interface DialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The accessible name, when no visible heading names the dialog. */
  readonly label?: string;
  /** The id of the visible heading that names the dialog. */
  readonly labelledBy?: string;
  readonly className?: string;
  readonly closeLabel?: string;
  /** Where focus goes on open; by default the first focusable element (the close button). */
  readonly initialFocus?: RefObject<HTMLElement | null>;
  readonly children: ReactNode;
}

/**
 * The one modal dialog (APG dialog pattern) on the native `<dialog>` with `showModal()`: the page
 * behind is inert, focus moves in and Tab wraps inside, Escape and a click on the backdrop close,
 * and focus returns to the element that opened it. Rendered into `document.body` so no ancestor's
 * overflow or stacking context can clip it.
 */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return createPortal(<OpenDialog {...props} />, document.body);
}

function OpenDialog({ onClose, label, labelledBy, className, closeLabel = 'Închide', initialFocus, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    ensureUiStyles();
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    const release = trapFocus(dialog);
    (initialFocus?.current ?? focusableIn(dialog)[0] ?? dialog).focus();

    let closing = false;
    const requestClose = (event: Event) => {
      event.preventDefault(); // our close, so that focus returns and the owner's state stays the truth
      if (closing) return;
      closing = true;
      onCloseRef.current();
      queueMicrotask(() => (closing = false));
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') requestClose(event);
    };
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) requestClose(event); // the backdrop is the dialog element itself
    };
    dialog.addEventListener('cancel', requestClose);
    dialog.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('cancel', requestClose);
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('click', onClick);
      release();
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
    // Opening is a one-time effect: the dialog is torn down and rebuilt when `open` toggles.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <dialog ref={ref} className={['vitrina-dialog', className].filter(Boolean).join(' ')} aria-modal="true" aria-label={labelledBy ? undefined : label} aria-labelledby={labelledBy}>
      <button type="button" className="vitrina-dialog-close mfp-close" aria-label={closeLabel} onClick={() => onCloseRef.current()}>
        ×
      </button>
      {children}
    </dialog>
  );
}
