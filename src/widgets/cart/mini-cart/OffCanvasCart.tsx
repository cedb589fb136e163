import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Listen } from '../../../runtime/types.ts';
import { hideOffCanvasPanel, showOffCanvasPanel, OFF_CANVAS_TOGGLE } from '../shared/off-canvas-panel.ts';
import { CLOSE_LABEL } from '../../../ui/use-modal.ts';
import { useModalPanel } from './use-modal-panel.ts';

export { OFF_CANVAS_TOGGLE };
const BACKDROP_STYLE = { position: 'fixed', inset: 0, background: 'rgba(11,11,11,.8)', zIndex: 100000 } as const;

interface Props {
  readonly panel: HTMLElement;
  /** Set by the owner to open the panel (after an add), with a serial so a second add reopens. */
  readonly openRequest: number;
  /** The widget context's guarded listen. */
  readonly listen: Listen;
}

/**
 * Flatsome's off-canvas cart (`#cart-popup.mfp-hide`, opened by magnific-popup before) as a modal
 * dialog on the shared modal panel (`useModalPanel`): the server's panel becomes the dialog; React
 * draws its close button and backdrop. Opened by the header toggles or after an add.
 */
export function OffCanvasCart({ panel, openRequest, listen }: Props) {
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const [backdrop, setBackdrop] = useState<HTMLDivElement | null>(null);
  const label = useMemo(() => panel.querySelector('.cart-popup-title')?.textContent?.trim() || 'Coș', [panel]);
  const keep = useMemo(() => (backdrop ? [backdrop] : []), [backdrop]);

  useEffect(() => {
    const onToggle = (event: MouseEvent) => {
      const toggle = event.target instanceof Element ? event.target.closest<HTMLElement>(OFF_CANVAS_TOGGLE) : null;
      if (!toggle) return;
      event.preventDefault();
      setOpener(toggle);
      setOpen(true);
    };
    const effect = new AbortController();
    listen(document, 'click', onToggle, { signal: effect.signal });
    return () => effect.abort();
  }, [listen]);

  const [seenRequest, setSeenRequest] = useState(openRequest);
  if (openRequest !== seenRequest) {
    setSeenRequest(openRequest);
    setOpener(null);
    setOpen(true);
  }

  // Shown first (declared before the modal behaviour), so the panel is visible when focus moves in.
  useLayoutEffect(() => (open ? showPanel(panel) : undefined), [open, panel]);

  const close = () => setOpen(false);
  useModalPanel(panel, { open: open && backdrop !== null, onClose: close, label, returnFocus: opener, keep });

  if (!open) return null;
  return (
    <>
      {createPortal(
        <div ref={setBackdrop} className="mfp-bg off-canvas-backdrop" style={BACKDROP_STYLE} onClick={close} />,
        document.body,
      )}
      {createPortal(
        <button type="button" className="mfp-close" aria-label={CLOSE_LABEL} onClick={close}>
          ×
        </button>,
        panel,
      )}
    </>
  );
}

/** The server's panel shown in Flatsome's off-canvas place (the light half may have shown it already); returns the undo. */
function showPanel(panel: HTMLElement): () => void {
  showOffCanvasPanel(panel);
  return () => hideOffCanvasPanel(panel);
}
