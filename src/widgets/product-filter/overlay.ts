/**
 * WOOF's loading popup (`#woof_html_buffer`) shown while a submission runs, and the message that
 * says a redraw failed. Both are live regions so the state is heard, not only seen.
 */
const OVERLAY_STYLE = 'position:fixed;top:50%;left:50%;transform:translate(-50%,-50%);z-index:10000;padding:12px 20px;background:#fff;border:1px solid #ccc;box-shadow:0 2px 8px rgba(0,0,0,.2)';

/** Created empty at mount, so the status region exists before its first text (and is announced). */
export function prepareOverlay(): HTMLElement {
  let overlay = document.getElementById('woof_html_buffer');
  if (!overlay) {
    overlay = document.createElement('div');
    overlay.id = 'woof_html_buffer';
    overlay.className = 'woof_info_popup';
    overlay.setAttribute('role', 'status');
    document.body.append(overlay);
  }
  return overlay;
}

export function showOverlay(text: string): () => void {
  const overlay = prepareOverlay();
  overlay.style.cssText = OVERLAY_STYLE;
  overlay.textContent = text;
  return () => {
    overlay.style.cssText = '';
    overlay.textContent = '';
  };
}

export const FILTER_FAILED_TEXT = 'Filtrarea produselor nu a reușit. Lista afișată nu s-a schimbat; încearcă din nou.';

export function showFilterError(host: HTMLElement, text: string | null): void {
  let box = host.querySelector<HTMLElement>('.woof_vitrina_error');
  if (!box) {
    box = document.createElement('p');
    box.className = 'woof_vitrina_error';
    box.setAttribute('role', 'alert');
    box.style.color = '#b20000';
    host.prepend(box);
  }
  // The region stays in the page (empty) so the first message is announced.
  box.textContent = text ?? '';
  box.style.margin = text === null ? '0' : '';
}
