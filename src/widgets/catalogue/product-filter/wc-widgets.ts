import { clearKey, clearPrice, setPrice, setSingle, type FilterValues } from '../shared/filter-state.ts';
import { parseTextPrice } from './filter-price.ts';
import type { Listen } from '../../../runtime/types.ts';

/**
 * WooCommerce's own filter widgets, taken over by the filter as WOOF's front.js does, so that they
 * filter through it (AJAX mode included) instead of loading another page.
 */
const RATING_LINK = '.widget_rating_filter li.wc-layered-nav-rating a';

/**
 * The rating a link of the "Average rating" widget stands for: `min_rating` in its link (WooCommerce
 * before 3.0, what WOOF 1.4.1 reads, L189), else the rating its stars print (`strong.rating` of
 * wc_get_star_rating_html; WooCommerce 3.0+ links carry a `rating_filter` list instead, where WOOF reads 0).
 */
function ratingOfLink(link: HTMLAnchorElement): number {
  const fromLink = Number.parseInt(new URL(link.href, location.href).searchParams.get('min_rating') ?? '', 10);
  if (fromLink > 0) return fromLink;
  const printed = Number.parseInt(link.querySelector('strong.rating')?.textContent ?? '', 10);
  return printed > 0 ? printed : 0;
}

/** The click on a rating link: its rating, or none when it was the chosen one; null when it is not one the filter can read. */
function ratingChange(target: Element, values: FilterValues): FilterValues | null {
  const link = target.closest<HTMLAnchorElement>(RATING_LINK);
  const rating = link ? ratingOfLink(link) : 0;
  if (!link || rating === 0) return null;
  const chosen = link.closest('li')?.classList.contains('chosen') ?? false;
  return chosen ? clearKey(values, 'min_rating') : setSingle(values, 'min_rating', String(rating));
}

/** Marks the widget's item of the chosen rating (`chosen`, as the script does, and aria-current for screen readers). */
export function markChosenRating(values: FilterValues): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>(RATING_LINK)) {
    const chosen = values.min_rating !== undefined && String(ratingOfLink(link)) === values.min_rating;
    link.closest('li')?.classList.toggle('chosen', chosen);
    if (chosen) link.setAttribute('aria-current', 'true');
    else link.removeAttribute('aria-current');
  }
}

interface PriceFormChange {
  readonly values: FilterValues;
  /** Both bounds typed but not a range (§5.8, as for WOOF's text prices): the price filter is cleared and the fields marked. */
  readonly invalid: boolean;
}

/**
 * The submit of WooCommerce's price form (`.widget_price_filter form`, L1542): its `.price_slider_amount`
 * `#min_price` / `#max_price` become the filter's prices. WOOF sends them as typed; here a range that is
 * not one clears the price filter, as the filter's own text prices do.
 */
function priceFormChange(target: EventTarget | null, values: FilterValues): PriceFormChange | null {
  const form = target instanceof HTMLFormElement && target.closest('.widget_price_filter') ? target : null;
  if (!form) return null;
  const field = (name: string) =>
    form.querySelector<HTMLInputElement>(`.price_slider_amount #${name}, .price_slider_amount [name="${name}"]`);
  const min = field('min_price');
  const max = field('max_price');
  if (!min || !max) return null;
  const range = parseTextPrice(min.value, max.value);
  const invalid =
    range.min === undefined && range.max === undefined && (min.value.trim() !== '' || max.value.trim() !== '');
  for (const input of [min, max]) input.setAttribute('aria-invalid', String(invalid));
  return { values: invalid ? clearPrice(values) : setPrice(values, range.min, range.max), invalid };
}

/**
 * The filter's hold on both widgets: a rating link's click and the price form's submit set the state
 * (`submit` applies it and sends the filter's link) instead of loading the widget's own page.
 */
export function listenWooWidgets(
  listen: Listen,
  values: () => FilterValues,
  submit: (next: FilterValues) => void,
): void {
  listen(document, 'click', (event) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      !(event.target instanceof Element)
    )
      return;
    const next = ratingChange(event.target, values());
    if (!next) return;
    event.preventDefault();
    submit(next);
  });
  listen(document, 'submit', (event) => {
    const change = event.defaultPrevented ? null : priceFormChange(event.target, values());
    if (!change) return;
    event.preventDefault();
    submit(change.values);
  });
}
