import type { Listen } from '../../../runtime/types.ts';

/**
 * Where WOOF's loading popup shows with the default skin, as the filter's React half draws it
 * (FilterPanel). With its own display: WOOF's css/front.css (L97) hides div.woof_info_popup.
 */
const POPUP_STYLE =
  'display:block;position:fixed;top:50%;left:50%;transform:translate(-50%,-50%);z-index:10000;padding:12px 20px;background:#fff;border:1px solid #ccc;box-shadow:0 2px 8px rgba(0,0,0,.2)';

/**
 * WOOF's loading popup (`.woof_info_popup`, front.js's woof_show_info_popup) shown at the click that
 * submits, before the filter's chunk. It goes when the filter's own popup (`#woof_html_buffer`,
 * React) is on the page to take over, when an AJAX answer is drawn, or when the page comes back
 * from the back-forward cache; a page that submits by navigating leaves with it shown, as WOOF's does.
 */
export function showBusy(text: string, listen: Listen): void {
  if (document.querySelector('.woof_vitrina_light_busy')) return;
  const popup = document.createElement('div');
  popup.className = 'woof_info_popup woof_vitrina_light_busy';
  popup.setAttribute('role', 'status');
  popup.style.cssText = POPUP_STYLE;
  popup.textContent = text;
  document.body.append(popup);
  const done = new AbortController();
  const hide = () => {
    popup.remove();
    watcher.disconnect();
    done.abort();
  };
  const watcher = new MutationObserver(() => {
    if (document.getElementById('woof_html_buffer')) hide();
  });
  watcher.observe(document.body, { childList: true });
  listen(document, 'woof-ajax-form-redrawing', hide, { signal: done.signal });
  listen(window, 'pageshow', hide, { signal: done.signal });
}
