import { DEFAULTS } from '../../config/index.ts';

/**
 * The quick-view lightbox as a modal `<dialog>` (APG dialog pattern): focus moves in, Tab stays
 * inside, Escape closes, focus returns to the opener, and the node is removed 300 ms after closing
 * (§9 quick view removal delay). The server HTML goes into a `data-vitrina-html` container so the
 * runtime mounts the product widgets (variations, swatches, add to cart) inside it.
 */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function openQuickViewDialog(html: string, opener: HTMLElement, fallbackLabel: string): () => void {
  const dialog = document.createElement('dialog');
  dialog.className = 'vitrina-quick-view mfp-wrap';
  dialog.style.cssText = 'max-width:min(900px,95vw);width:100%;padding:20px;border:0;box-shadow:0 4px 24px rgba(0,0,0,.3);max-height:90vh;overflow:auto';
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'mfp-close';
  close.setAttribute('aria-label', 'Închide');
  close.textContent = '×';
  close.style.cssText = 'float:right;font-size:28px;line-height:1;background:none;border:0;cursor:pointer;color:#333';
  const content = document.createElement('div');
  content.className = 'product-lightbox-inner';
  content.setAttribute('data-vitrina-html', '');
  const template = document.createElement('template');
  template.innerHTML = html;
  content.append(template.content);
  dialog.append(close, content);
  const heading = content.querySelector<HTMLElement>('.product-title, .product_title, h1');
  if (heading) {
    heading.id ||= 'vitrina-quick-view-title';
    dialog.setAttribute('aria-labelledby', heading.id);
  } else {
    dialog.setAttribute('aria-label', fallbackLabel);
  }
  document.body.append(dialog);

  let closed = false;
  const finish = () => {
    if (closed) return;
    closed = true;
    if (dialog.open) dialog.close();
    dialog.classList.add('mfp-removing');
    opener.focus();
    setTimeout(() => dialog.remove(), DEFAULTS.quickViewRemovalMs);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((item) => item.offsetParent !== null || item === close);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
  dialog.addEventListener('keydown', onKeyDown);
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault(); // Escape: our close, so focus returns and the removal delay applies
    finish();
  });
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) finish(); // a click on the backdrop
  });
  close.addEventListener('click', finish);
  dialog.showModal();
  close.focus();
  return finish;
}
