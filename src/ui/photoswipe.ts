import PhotoSwipe from 'photoswipe';
import photoswipeCss from 'photoswipe/style.css?inline';
import { trapFocus } from './focus-trap.ts';
import { LIGHTBOX_ERROR, lightboxErrorFor, type LightboxItem } from './lightbox-item.ts';

/**
 * The full-screen image lightbox on PhotoSwipe's core, shared by the product gallery and the
 * theme's content galleries. This module is the lazy chunk: it (with the core and its CSS)
 * loads on the first open only.
 */

function injectStyles(): void {
  if (document.getElementById('vitrina-photoswipe-css')) return;
  const style = document.createElement('style');
  style.id = 'vitrina-photoswipe-css';
  style.textContent = `${photoswipeCss}
.pswp__vitrina-caption{position:absolute;left:0;right:0;bottom:0;padding:10px 16px;text-align:center;color:#fff;background:rgba(0,0,0,.6);font-size:14px}
.pswp__vitrina-caption:empty{display:none}
.pswp__button--vitrina-fullscreen{color:#fff;font-size:22px;line-height:60px;text-align:center}
.pswp__error-msg{color:#fff}`;
  document.head.append(style);
}

export function openPhotoSwipe(items: readonly LightboxItem[], index: number, returnTo: HTMLElement | null): void {
  injectStyles();
  const pswp = new PhotoSwipe({
    dataSource: items.map((item) => ({
      src: item.src,
      width: item.width,
      height: item.height,
      alt: item.alt,
      caption: item.caption,
    })),
    index,
    // §9: animation durations 0, close-on-scroll off, sharing off.
    showHideAnimationType: 'none',
    showAnimationDuration: 0,
    hideAnimationDuration: 0,
    zoomAnimationDuration: 0,
    closeOnVerticalDrag: false,
    trapFocus: true,
    returnFocus: true,
    closeTitle: 'Închide (Esc)',
    zoomTitle: 'Mărește sau micșorează',
    arrowPrevTitle: 'Imaginea anterioară',
    arrowNextTitle: 'Imaginea următoare',
    indexIndicatorSep: ' / ',
    errorMsg: LIGHTBOX_ERROR,
  });
  pswp.addFilter('contentErrorElement', (element, content) => {
    element.textContent = items.length > 1 ? lightboxErrorFor(content.index + 1) : LIGHTBOX_ERROR;
    return element;
  });
  pswp.on('uiRegister', () => {
    pswp.ui?.registerElement({
      name: 'vitrina-fullscreen',
      title: 'Ecran complet',
      ariaLabel: 'Ecran complet',
      order: 9,
      isButton: true,
      html: '⛶',
      onClick: () => {
        // A browser may refuse full screen (a frame without allowfullscreen, a setting): the
        // lightbox simply stays as it is, so a refusal is handled by doing nothing.
        if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
        else if (pswp.element) void pswp.element.requestFullscreen().catch(() => undefined);
      },
    });
    pswp.ui?.registerElement({
      name: 'vitrina-caption',
      className: 'pswp__vitrina-caption',
      order: 9,
      isButton: false,
      appendTo: 'root',
      onInit: (element) => {
        element.setAttribute('aria-live', 'polite');
        pswp.on('change', () => (element.textContent = String(pswp.currSlide?.data.caption ?? '')));
      },
    });
  });
  let releaseFocus: () => void = () => undefined;
  pswp.on('bindEvents', () => {
    if (!pswp.element) return;
    pswp.element.setAttribute('aria-label', 'Galerie de imagini pe tot ecranul');
    pswp.element.setAttribute('aria-modal', 'true');
    releaseFocus = trapFocus(pswp.element);
  });
  pswp.on('destroy', () => {
    releaseFocus();
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    // PhotoSwipe returns focus to what was focused at open; a mouse open may have focused nothing.
    queueMicrotask(() => returnTo?.focus());
  });
  pswp.init();
}
