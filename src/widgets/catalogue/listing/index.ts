import { DEFAULTS } from '../../../config/defaults.ts';
import type { Listen, WidgetModule } from '../../../runtime/types.ts';
import { announce, prepareAnnouncer } from '../../../ui/announce.ts';
import { addToCartHref, raisedQuantity } from './model.ts';

/**
 * Listing behaviours of WooCommerce's woocommerce.js on the shop page (spec §2.1): the sort and
 * per-page selects submit their form, the result count is re-announced 2 s after load, add-to-cart
 * links point at the current path, and quantity inputs below their min are raised to it.
 * One widget, three kinds of host: `form.woocommerce-ordering`, `.woocommerce-result-count`, `.products`.
 */
function ordering(form: HTMLFormElement, listen: Listen): undefined {
  const onChange = (event: Event) => {
    if (!(event.target instanceof HTMLSelectElement) || !event.target.matches('select.orderby, select.perpage')) return;
    // Back to page 1: a new order or page size makes the old page number meaningless.
    const paged = form.querySelector<HTMLInputElement>('input[name="paged"]');
    if (paged) paged.value = '1';
    form.requestSubmit();
  };
  listen(form, 'change', onChange);
  return undefined;
}

function resultCount(element: HTMLElement): () => void {
  prepareAnnouncer();
  const timer = setTimeout(() => {
    const text = element.textContent?.trim();
    if (text) announce(text, 'polite');
  }, DEFAULTS.resultCountReannounceMs);
  return () => clearTimeout(timer);
}

function products(list: HTMLElement): () => void {
  const rewrite = () => {
    list.querySelectorAll<HTMLAnchorElement>('a.add_to_cart_button[href]').forEach((link) => {
      const href = addToCartHref(link.getAttribute('href') ?? '', location.pathname, location.origin);
      if (href && link.getAttribute('href') !== href) link.setAttribute('href', href);
    });
    list.querySelectorAll<HTMLInputElement>('input.qty').forEach((input) => {
      if (input.closest('.product-quantity')) return;
      const raised = raisedQuantity(input.value, input.min);
      if (raised !== null) input.value = raised;
    });
  };
  rewrite();
  return () => {};
}

const listing: WidgetModule = {
  mount(host, context) {
    if (host instanceof HTMLFormElement && host.matches('form.woocommerce-ordering'))
      return ordering(host, context.listen);
    if (host.matches('.woocommerce-result-count')) return resultCount(host);
    return products(host);
  },
};

export default listing;
