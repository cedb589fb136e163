import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { useModal } from '../../../ui/use-modal.ts';

export const CLOSE_LABEL = 'Închide';
export const OFF_CANVAS_TOGGLE = '[data-open="#cart-popup"]';
const PANEL_STYLE = 'position:fixed;top:0;right:0;bottom:0;width:min(360px,90vw);max-width:100%;overflow:auto;background:#fff;z-index:100001;box-shadow:0 0 20px rgba(0,0,0,.3);padding:20px';
const BACKDROP_STYLE = { position: 'fixed', inset: 0, background: 'rgba(11,11,11,.8)', zIndex: 100000 } as const;

interface Props {
  readonly panel: HTMLElement;
  /** Set by the owner to open the panel (after an add), with a serial so a second add reopens. */
  readonly openRequest: number;
}

/**
 * Flatsome's off-canvas cart (`#cart-popup.mfp-hide`, opened by magnific-popup before) as a modal
 * dialog on the shared modal behaviour: the server's panel becomes the dialog; React draws its
 * close button and backdrop. Opened by the header toggles or after an add.
 */
export function OffCanvasCart({ panel, openRequest }: Props) {
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const [backdrop, setBackdrop] = useState<HTMLDivElement | null>(null);
  const label = useMemo(() => panel.querySelector('.cart-popup-title')?.textContent?.trim() || 'Coș', [panel]);
  const focusPanel = useMemo(() => ({ current: panel }), [panel]);
  const keep = useMemo(() => (backdrop ? [backdrop] : []), [backdrop]);

  useEffect(() => {
    const onToggle = (event: MouseEvent) => {
      const toggle = event.target instanceof Element ? event.target.closest<HTMLElement>(OFF_CANVAS_TOGGLE) : null;
      if (!toggle) return;
      event.preventDefault();
      setOpener(toggle);
      setOpen(true);
    };
    document.addEventListener('click', onToggle);
    return () => document.removeEventListener('click', onToggle);
  }, []);

  const [seenRequest, setSeenRequest] = useState(openRequest);
  if (openRequest !== seenRequest) {
    setSeenRequest(openRequest);
    setOpener(null);
    setOpen(true);
  }

  useLayoutEffect(() => (open ? showPanel(panel, label) : undefined), [open, panel, label]);

  const close = () => setOpen(false);
  useModal(panel, { open: open && backdrop !== null, onClose: close, initialFocus: focusPanel, returnFocus: opener, keep });

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

/** The server's panel shown as the dialog; returns the undo (hidden again, as printed). */
function showPanel(panel: HTMLElement, label: string): () => void {
  const savedStyle = panel.getAttribute('style');
  panel.classList.remove('mfp-hide');
  panel.classList.add('off-canvas-open');
  panel.style.cssText = `${savedStyle ?? ''};${PANEL_STYLE}`;
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-modal', 'true');
  panel.setAttribute('aria-label', label);
  panel.tabIndex = -1;
  const markToggles = () => document.querySelectorAll(OFF_CANVAS_TOGGLE).forEach((toggle) => toggle.setAttribute('aria-expanded', String(panel.classList.contains('off-canvas-open'))));
  markToggles();
  return () => {
    panel.classList.add('mfp-hide');
    panel.classList.remove('off-canvas-open');
    if (savedStyle) panel.setAttribute('style', savedStyle);
    else panel.removeAttribute('style');
    for (const name of ['role', 'aria-modal', 'aria-label', 'tabindex']) panel.removeAttribute(name);
    markToggles();
  };
}
