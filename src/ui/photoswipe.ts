import PhotoSwipe from 'photoswipe';
import photoswipeCss from 'photoswipe/style.css?inline';
import { trapFocus } from './focus-trap.ts';
import type { LightboxImage } from './lightbox.ts';

/** The lazy part of `openImageLightbox`: PhotoSwipe's core with Romanian labels, a caption and a focus trap. */
// Its own id: product-gallery's lightbox checks 'vitrina-photoswipe-css' for its own extra rules.
const STYLE_ID = 'vitrina-ui-photoswipe-css';
const LOAD_ERROR = 'Imaginea nu a putut fi încărcată.';

function injectStyles(): void {
  if (document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = `${photoswipeCss}
.pswp__vitrina-caption{position:absolute;left:0;right:0;bottom:0;padding:10px 16px;text-align:center;color:#fff;background:rgba(0,0,0,.6);font-size:14px}
.pswp__vitrina-caption:empty{display:none}
.pswp__error-msg{color:#fff}`;
  document.head.append(style);
}

export function showPhotoSwipe(items: readonly LightboxImage[], index: number, returnTo: HTMLElement | null): void {
  injectStyles();
  const pswp = new PhotoSwipe({
    dataSource: items.map((item) => ({ src: item.src, width: item.width, height: item.height, alt: item.alt, caption: item.caption })),
    index,
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
    errorMsg: LOAD_ERROR,
  });
  pswp.on('uiRegister', () => {
    pswp.ui?.registerElement({
      name: 'vitrina-caption',
      className: 'pswp__vitrina-caption',
      order: 9,
      isButton: false,
      appendTo: 'root',
      onInit: (element) => {
        element.setAttribute('aria-live', 'polite');
        // Server text (the image alt or title), inserted as text.
        pswp.on('change', () => (element.textContent = String(pswp.currSlide?.data.caption ?? '')));
      },
    });
  });
  let releaseFocus: () => void = () => undefined;
  pswp.on('bindEvents', () => {
    if (!pswp.element) return;
    pswp.element.setAttribute('aria-label', 'Imagini pe tot ecranul');
    pswp.element.setAttribute('aria-modal', 'true');
    releaseFocus = trapFocus(pswp.element);
  });
  pswp.on('destroy', () => {
    releaseFocus();
    // PhotoSwipe returns focus to what was focused at open; a mouse open may have focused nothing.
    queueMicrotask(() => returnTo?.focus());
  });
  pswp.init();
}
