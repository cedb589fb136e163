import { pageFromUrl } from '../shared/filter-link.ts';
import { clearAll, removeChip } from '../shared/filter-state.ts';
import type { FilterSession } from './session.ts';
import { submit, submitState } from './submit.ts';
import { listenWooWidgets } from './wc-widgets.ts';

/** Chips and (in AJAX mode) pagination live outside the host, in the results. */
function onDocumentClick(session: FilterSession, event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
  const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
  if (!anchor || session.host.contains(anchor)) return;
  const { values, config } = session;
  if (anchor.closest('.woof_products_top_panel')) {
    event.preventDefault();
    submitState(
      session,
      anchor.classList.contains('woof_reset_button_2')
        ? clearAll(values, config.permalinks)
        : removeChip(values, anchor.dataset.tax ?? '', anchor.dataset.slug),
    );
  } else if (
    session.ajax &&
    anchor.closest('#woof_results_by_ajax .woocommerce-pagination, .woof_shortcode_output .woocommerce-pagination')
  ) {
    event.preventDefault();
    session.context.run(submit(session, pageFromUrl(new URL(anchor.href))));
  }
}

/** Back from bfcache: the submission that left the page is over. */
function onPageShow(session: FilterSession, event: PageTransitionEvent): void {
  if (!event.persisted) return;
  session.locked = false;
  session.view.loading.value = null;
}

/** AJAX mode pushed its links; going back to another one loads that page. */
function onPopState(session: FilterSession): void {
  if (session.ajax && location.search !== session.displayedSearch) location.reload();
}

/** What the filter hears outside its form: chips, pagination, WooCommerce's widgets, history. */
export function listenPage(session: FilterSession): void {
  const { listen } = session.context;
  listen(document, 'click', (event) => onDocumentClick(session, event));
  listenWooWidgets(
    listen,
    () => session.values,
    (next) => submitState(session, next),
  );
  listen(window, 'pageshow', (event) => onPageShow(session, event));
  listen(window, 'popstate', () => onPopState(session));
}
