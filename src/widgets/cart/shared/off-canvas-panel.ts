/**
 * Flatsome's off-canvas cart (`#cart-popup.mfp-hide`, opened by magnific-popup before) shown in
 * its place: by the mini-cart's light half at the first click, before React, then by its React
 * half, which closes it. Both draw it the same way, so React taking it over moves nothing; the
 * style the server printed is kept on the panel until it closes, whoever opened it first.
 */
export const OFF_CANVAS_TOGGLE = '[data-open="#cart-popup"]';
const PANEL_STYLE =
  'position:fixed;top:0;right:0;bottom:0;width:min(360px,90vw);max-width:100%;overflow:auto;background:#fff;z-index:100001;box-shadow:0 0 20px rgba(0,0,0,.3);padding:20px';
const PRINTED_STYLE = 'data-vitrina-printed-style';

function markToggles(panel: HTMLElement): void {
  const open = String(panel.classList.contains('off-canvas-open'));
  document.querySelectorAll(OFF_CANVAS_TOGGLE).forEach((toggle) => toggle.setAttribute('aria-expanded', open));
}

export function showOffCanvasPanel(panel: HTMLElement): void {
  if (!panel.hasAttribute(PRINTED_STYLE)) panel.setAttribute(PRINTED_STYLE, panel.getAttribute('style') ?? '');
  panel.classList.remove('mfp-hide');
  panel.classList.add('off-canvas-open');
  panel.style.cssText = `${panel.getAttribute(PRINTED_STYLE) ?? ''};${PANEL_STYLE}`;
  markToggles(panel);
}

/** Hidden again, as printed. */
export function hideOffCanvasPanel(panel: HTMLElement): void {
  const printed = panel.getAttribute(PRINTED_STYLE);
  panel.removeAttribute(PRINTED_STYLE);
  panel.classList.add('mfp-hide');
  panel.classList.remove('off-canvas-open');
  if (printed) panel.setAttribute('style', printed);
  else panel.removeAttribute('style');
  markToggles(panel);
}
