import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { ensureUiStyles } from './styles.ts';
import { CLOSE_LABEL, useModal } from './use-modal.ts';

interface DialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The accessible name, when no visible heading names the dialog. */
  readonly label?: string;
  /** The id of the visible heading that names the dialog. */
  readonly labelledBy?: string;
  readonly className?: string;
  /** An id the theme's or the plugin's rules already style (CookieLawInfo's `#cLiCcpaOptoutPrompt`). */
  readonly id?: string;
  readonly closeLabel?: string;
  /** Where focus goes on open; by default the first focusable element (the close button). */
  readonly initialFocus?: RefObject<HTMLElement | null>;
  readonly children: ReactNode;
}

/**
 * The one modal dialog, on the native `<dialog>` with `showModal()` (top layer, backdrop) and the
 * shared modal behaviour (`useModal`: inert page, Tab wraps, Escape, focus in and back). A click on
 * the backdrop closes. Rendered into `document.body` so no ancestor's overflow can clip it.
 */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return createPortal(<OpenDialog {...props} />, document.body);
}

function OpenDialog({
  onClose,
  label,
  labelledBy,
  className,
  id,
  closeLabel = CLOSE_LABEL,
  initialFocus,
  children,
}: DialogProps) {
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null);
  // Read before showModal() moves focus into the dialog.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useLayoutEffect(() => {
    if (!dialog) return undefined;
    ensureUiStyles();
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    const onCancel = (event: Event) => {
      event.preventDefault(); // a close request the browser makes (Escape, back gesture): the owner decides
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
    };
  }, [dialog]);
  useModal(dialog, { open: true, onClose, initialFocus, returnFocus: opener });

  return (
    <dialog
      ref={setDialog}
      id={id}
      className={['vitrina-dialog', className].filter(Boolean).join(' ')}
      aria-modal="true"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      onClick={(event) => event.target === event.currentTarget && onClose() /* the backdrop is the dialog itself */}
    >
      <button type="button" className="vitrina-dialog-close mfp-close" aria-label={closeLabel} onClick={onClose}>
        ×
      </button>
      {children}
    </dialog>
  );
}
