/**
 * Flatsome's off-canvas cart (`#cart-popup.mfp-hide`, opened by magnific-popup before) as a modal
 * dialog (ecosystem.md §3, WAI-ARIA dialog pattern): focus moves in, Tab stays inside, Escape,
 * the close button and the backdrop close it, and focus returns to what opened it.
 */
export const CLOSE_LABEL = 'Închide';
const PANEL_STYLE =
  'position:fixed;top:0;right:0;bottom:0;width:min(360px,90vw);max-width:100%;overflow:auto;background:#fff;z-index:100001;box-shadow:0 0 20px rgba(0,0,0,.3);padding:20px';
const BACKDROP_STYLE = 'position:fixed;inset:0;background:rgba(11,11,11,.8);z-index:100000';
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface OffCanvas {
  open(opener?: Element | null): void;
  close(): void;
  readonly isOpen: boolean;
  dispose(): void;
}

export function createOffCanvas(panel: HTMLElement): OffCanvas {
  let returnTo: HTMLElement | null = null;
  let backdrop: HTMLElement | null = null;
  let closeButton: HTMLButtonElement | null = null;
  let savedStyle = '';
  let isOpen = false;

  const label = panel.querySelector('.cart-popup-title')?.textContent?.trim() || 'Coș';

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      api.close();
    } else if (event.key === 'Tab') {
      const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        panel.focus();
      } else if (event.shiftKey && (document.activeElement === first || document.activeElement === panel)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  const api: OffCanvas = {
    get isOpen() {
      return isOpen;
    },
    open(opener) {
      if (isOpen) return;
      isOpen = true;
      returnTo = opener instanceof HTMLElement ? opener : document.activeElement instanceof HTMLElement ? document.activeElement : null;
      savedStyle = panel.getAttribute('style') ?? '';
      backdrop = document.createElement('div');
      backdrop.className = 'mfp-bg off-canvas-backdrop';
      backdrop.style.cssText = BACKDROP_STYLE;
      backdrop.addEventListener('click', () => api.close());
      panel.before(backdrop);
      closeButton = document.createElement('button');
      closeButton.type = 'button';
      closeButton.className = 'mfp-close';
      closeButton.setAttribute('aria-label', CLOSE_LABEL);
      closeButton.textContent = '×';
      closeButton.addEventListener('click', () => api.close());
      panel.prepend(closeButton);
      panel.classList.remove('mfp-hide');
      panel.classList.add('off-canvas-open');
      panel.style.cssText = `${savedStyle};${PANEL_STYLE}`;
      panel.setAttribute('role', 'dialog');
      panel.setAttribute('aria-modal', 'true');
      panel.setAttribute('aria-label', label);
      panel.tabIndex = -1;
      panel.addEventListener('keydown', onKeyDown);
      document.querySelectorAll('[data-open="#cart-popup"]').forEach((toggle) => toggle.setAttribute('aria-expanded', 'true'));
      panel.focus();
    },
    close() {
      if (!isOpen) return;
      isOpen = false;
      panel.removeEventListener('keydown', onKeyDown);
      backdrop?.remove();
      closeButton?.remove();
      panel.classList.add('mfp-hide');
      panel.classList.remove('off-canvas-open');
      if (savedStyle) panel.setAttribute('style', savedStyle);
      else panel.removeAttribute('style');
      panel.removeAttribute('role');
      panel.removeAttribute('aria-modal');
      panel.removeAttribute('aria-label');
      panel.removeAttribute('tabindex');
      document.querySelectorAll('[data-open="#cart-popup"]').forEach((toggle) => toggle.setAttribute('aria-expanded', 'false'));
      if (returnTo?.isConnected) returnTo.focus();
      returnTo = null;
    },
    dispose() {
      api.close();
    },
  };
  return api;
}
