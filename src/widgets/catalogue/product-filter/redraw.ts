import type { DrawnProducts } from './api/filter.ts';
import { VITRINA_EVENTS } from '../../../lib/events.ts';
import { triggerWoofAjaxDone } from './legacy/woof-events.ts';
import { followInfiniteScroll } from './infinite-scroll.ts';

/**
 * AJAX mode (§4.4, legacy-contracts §12): the server's `products` replaces `#woof_results_by_ajax`
 * (or `.woof_shortcode_output`), the `.woof_redraw_zone` inside `form` replaces the panel's zone,
 * and each additional field fills its selector. All of it is same-origin server HTML; inserted
 * containers are marked `data-vitrina-html` so the runtime mounts the widgets inside them.
 */
function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

function replaceRegion(current: Element, html: string, selector: string): void {
  const fragment = parse(html);
  const fresh = fragment.querySelector(selector);
  if (fresh instanceof HTMLElement) {
    fresh.setAttribute('data-vitrina-html', '');
    current.replaceWith(fresh);
    return;
  }
  current.replaceChildren(fragment);
  current.setAttribute('data-vitrina-html', '');
}

export function resultsRegion(): Element | null {
  return document.getElementById('woof_results_by_ajax') ?? document.querySelector('.woof_shortcode_output');
}

/** Once products are drawn, a panel opened as the mobile sheet closes (front.js L594), showing them. */
function closeMobileSheets(): void {
  document
    .querySelectorAll('.woof.woof_show_filter_for_mobile')
    .forEach((panel) => panel.classList.remove('woof_show_filter_for_mobile'));
}

export function applyDrawn(host: HTMLElement, drawn: DrawnProducts): void {
  const results = resultsRegion();
  if (results && drawn.products)
    replaceRegion(results, drawn.products, results.id ? `#${results.id}` : '.woof_shortcode_output');
  if (drawn.products) closeMobileSheets();
  const zone = host.querySelector('.woof_redraw_zone');
  if (zone && drawn.form) replaceRegion(zone, drawn.form, '.woof_redraw_zone');
  for (const [selector, html] of Object.entries(drawn.additionalFields)) {
    let targets: NodeListOf<Element>;
    try {
      targets = document.querySelectorAll(selector);
    } catch {
      continue; // a selector the browser cannot read is skipped, as jQuery would find nothing
    }
    targets.forEach((target) => {
      target.replaceChildren(parse(html));
      target.setAttribute('data-vitrina-html', '');
    });
  }
}

/**
 * Once the products are drawn and the address is `link`: YITH Infinite Scrolling follows the new
 * pagination (front.js L597, before the events), then the page is told: WOOF's DOM event and its
 * jQuery `woof_ajax_done` (front.js sends both once the AJAX answer is in), and Vitrina's own.
 */
export function announceRedrawn(host: HTMLElement, link: string): void {
  followInfiniteScroll();
  document.dispatchEvent(new CustomEvent('woof-ajax-form-redrawing', { detail: { link } }));
  triggerWoofAjaxDone();
  host.dispatchEvent(new CustomEvent(VITRINA_EVENTS.productFilterRedrawn, { bubbles: true, detail: { link } }));
}
