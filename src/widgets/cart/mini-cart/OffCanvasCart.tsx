import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Listen } from '../../../runtime/types.ts';
import { CLOSE_LABEL } from '../../../ui/use-modal.ts';
import { useModalPanel } from '../../../ui/use-modal-panel.ts';

export const OFF_CANVAS_TOGGLE = '[data-open="#cart-popup"]';
const PANEL_STYLE = 'position:fixed;top:0;right:0;bottom:0;width:min(360px,90vw);max-width:100%;overflow:auto;background:#fff;z-index:100001;box-shadow:0 0 20px rgba(0,0,0,.3);padding:20px';
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
      {createPortal(<div ref={setBackdrop} className="mfp-bg off-canvas-backdrop" style={BACKDROP_STYLE} onClick={close} />, document.body)}
      {createPortal(
        <button type="button" className="mfp-close" aria-label={CLOSE_LABEL} onClick={close}>
          ×
        </button>,
        panel,
      )}
    </>
  );
}

/** The server's panel shown in Flatsome's off-canvas place; returns the undo (hidden again, as printed). */
function showPanel(panel: HTMLElement): () => void {
  const savedStyle = panel.getAttribute('style');
  panel.classList.remove('mfp-hide');
  panel.classList.add('off-canvas-open');
  panel.style.cssText = `${savedStyle ?? ''};${PANEL_STYLE}`;
  const markToggles = () => document.querySelectorAll(OFF_CANVAS_TOGGLE).forEach((toggle) => toggle.setAttribute('aria-expanded', String(panel.classList.contains('off-canvas-open'))));
  markToggles();
  return () => {
    panel.classList.add('mfp-hide');
    panel.classList.remove('off-canvas-open');
    if (savedStyle) panel.setAttribute('style', savedStyle);
    else panel.removeAttribute('style');
    markToggles();
  };
}
