import { drawProducts } from './api/filter.ts';
import { sliderAutoSubmits } from './filter-price.ts';
import { navigableUrl } from '../../../lib/safe-navigation.ts';
import { setPrice, type FilterValues } from '../shared/filter-state.ts';
import { syncControls } from './model.ts';
import { enhancePanel, type PanelCallbacks, type PanelParts } from './panel.ts';
import { announceRedrawn, applyDrawn, resultsRegion } from './redraw.ts';
import { filterLink, render, showSurface, type FilterSession } from './session.ts';
import { changedSince, readFields, restoreFields } from './typed-fields.ts';

export const FILTER_FAILED_TEXT = 'Filtrarea produselor nu a reușit. Lista afișată nu s-a schimbat; încearcă din nou.';

/** What the form's own controls call back: the price slider sets the price (and may submit). */
export function panelCallbacks(session: FilterSession): PanelCallbacks {
  return {
    onSlider: (range, count) =>
      apply(
        session,
        setPrice(session.values, range.min, range.max),
        sliderAutoSubmits(count, session.config.priceButtonShown),
      ),
  };
}

function enhance(session: FilterSession): PanelParts {
  return enhancePanel(session.host, session.config, panelCallbacks(session), session.context.listen);
}

/** A change in the form: drawn at once, sent when asked to or when the panel submits by itself. */
export function apply(session: FilterSession, next: FilterValues, submitNow = false): void {
  session.values = next;
  render(session);
  if (submitNow || session.config.autosubmit) session.context.run(submit(session));
}

/** A change made outside the form (a chip, WooCommerce's widgets): the form follows, and it is sent at once. */
export function submitState(session: FilterSession, next: FilterValues): void {
  session.values = next;
  syncControls(session.host, next);
  render(session);
  session.context.run(submit(session));
}

function withPage(values: FilterValues, page: number): FilterValues {
  return page > 1 ? { ...values, page: String(page) } : values;
}

/**
 * Sends the chosen state: follows its link, or in AJAX mode draws the answer in place. One
 * submission at a time; the lock holds until the page goes or the answer is in.
 */
export async function submit(session: FilterSession, page = 1): Promise<void> {
  const { view } = session;
  if (session.locked) {
    if (session.ajax) session.resubmit = page; // the lock holds; a changed state is sent once the older answer is in
    return;
  }
  session.locked = true;
  view.loading.value = session.loadingText;
  const link = filterLink(session, withPage(session.values, page));
  // Only an http(s) link on this origin is followed or pushed (pushState throws for another).
  const target = navigableUrl(link, location.href);
  if (!target) {
    view.loading.value = null;
    session.locked = false;
    console.error(`[vitrina] product-filter: the filter link ${link} is not on this site; it was not followed.`);
    view.failure.value = FILTER_FAILED_TEXT;
    return;
  }
  if (!session.ajax) {
    location.assign(target); // the lock holds until the page goes (or comes back from bfcache)
    return;
  }
  return drawInPlace(session, target, page);
}

/** AJAX mode: asks for the products and the form of `target` and draws them in place. */
async function drawInPlace(session: FilterSession, target: string, page: number): Promise<void> {
  const { host, view } = session;
  const asSent = readFields(host);
  const result = await drawProducts({
    link: target,
    page,
    shortcode: resultsRegion()?.getAttribute('data-shortcode') ?? host.dataset.shortcode ?? '',
  });
  session.locked = false;
  const wanted = session.resubmit;
  session.resubmit = null;
  if (wanted !== null && filterLink(session, withPage(session.values, wanted)) !== target) {
    // The shopper changed the filter meanwhile: this answer is stale, the newest state is sent.
    return submit(session, wanted);
  }
  view.loading.value = null;
  if (!result.ok) {
    // A failed answer is a handled fault (the shopper gets §8's text), not a widget error: a warning, not report().
    console.warn(`[vitrina] product-filter: woof_draw_products failed (${result.error.kind})`);
    view.failure.value = FILTER_FAILED_TEXT;
    return;
  }
  view.failure.value = null;
  const typedMeanwhile = changedSince(host, asSent);
  session.parts?.destroy();
  applyDrawn(host, result.value);
  session.parts = enhance(session);
  syncControls(host, session.values);
  restoreFields(host, typedMeanwhile); // what the shopper typed while the answer was on its way stays
  showSurface(session);
  history.pushState({ vitrina: 'product-filter' }, '', target);
  session.displayedSearch = new URL(target, location.href).search;
  render(session);
  announceRedrawn(host, target);
}

/** "Start filtering" (HUSKY's lazy form): the form is fetched and drawn in place of the button. */
export async function startFiltering(session: FilterSession, button: HTMLElement | null): Promise<void> {
  const { host, view } = session;
  if (!button || session.locked) return;
  session.locked = true;
  view.loading.value = session.loadingText;
  const result = await drawProducts({ link: location.href, page: 1, shortcode: 'woof_nothing' });
  view.loading.value = null;
  session.locked = false;
  if (!result.ok) {
    view.failure.value = FILTER_FAILED_TEXT;
    return;
  }
  view.failure.value = null;
  const zone = document.createElement('div');
  zone.className = 'woof_redraw_zone';
  button.replaceWith(zone);
  applyDrawn(host, { products: '', form: result.value.form, additionalFields: {} });
  session.parts?.destroy();
  session.parts = enhance(session);
  showSurface(session);
  host
    .querySelector<HTMLElement>('.woof_redraw_zone input, .woof_redraw_zone select, .woof_redraw_zone button')
    ?.focus();
}
