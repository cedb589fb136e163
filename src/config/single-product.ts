import { readGlobal } from './globals.ts';
import { readSection } from './section.ts';

/** `wc_single_product_params` (legacy-contracts §3); every field has a Romanian default. */
export interface SingleProductParams {
  readonly requiredRatingText: string;
  readonly ratingOptions: readonly string[];
  readonly reviewRatingRequired: boolean;
  readonly zoomEnabled: boolean;
  readonly lightboxEnabled: boolean;
}

const RATING_OPTIONS_RO = [
  'Una din 5 stele',
  '2 din 5 stele',
  '3 din 5 stele',
  '4 din 5 stele',
  '5 din 5 stele',
] as const;
const REQUIRED_RATING_RO = 'Te rog selectează o evaluare';

export function readSingleProductParams(): SingleProductParams {
  const section = readSection('wc_single_product_params', { required: false });
  const options = section.raw('i18n_rating_options');
  const ratingOptions =
    Array.isArray(options) && options.length === 5 && options.every((option) => typeof option === 'string')
      ? (options as string[])
      : [...RATING_OPTIONS_RO];
  return {
    requiredRatingText: section.string('i18n_required_rating_text', '') || REQUIRED_RATING_RO,
    ratingOptions,
    reviewRatingRequired: section.string('review_rating_required', 'yes') === 'yes',
    zoomEnabled: section.flag('zoom_enabled', true),
    lightboxEnabled: section.flag('photoswipe_enabled', true),
  };
}

/** Flatsome's `flatsomeVars.sticky_height`; the header padding used when scrolling to #reviews. */
export function readStickyHeaderHeight(fallback: number): number {
  return readSection('flatsomeVars', { required: false }).number('sticky_height', fallback);
}

/**
 * The store analytics queue (WooCommerce Analytics' `window._wca`, an array the tracker drains).
 * Chosen because it is the queue the product page prints; null when the tracker is absent.
 */
export interface AnalyticsQueue {
  push(event: Record<string, unknown>): unknown;
}

export function readAnalyticsQueue(): AnalyticsQueue | null {
  const queue = readGlobal('_wca');
  if (typeof queue !== 'object' || queue === null) return null;
  const push: unknown = (queue as { push?: unknown }).push;
  return typeof push === 'function'
    ? { push: (event) => (push as (event: unknown) => unknown).call(queue, event) }
    : null;
}

const RESET_ALERT_RO = 'Selecția ta a fost resetată. Te rog alege opțiunile produsului înainte de a-l adăuga în coș.';

/** `wc_add_to_cart_variation_params.i18n_reset_alert_text`, announced when the choice is cleared. */
export function readVariationResetText(): string {
  return (
    readSection('wc_add_to_cart_variation_params', { required: false }).string('i18n_reset_alert_text', '') ||
    RESET_ALERT_RO
  );
}

const NO_MATCHING_VARIATIONS_RO =
  'Ne pare rău, niciun produs nu corespunde selecției tale. Te rog alege o altă combinație.';

/** `wc_add_to_cart_variation_params.i18n_no_matching_variations_text`, when the server finds no variation. */
export function readNoMatchingVariationsText(): string {
  return (
    readSection('wc_add_to_cart_variation_params', { required: false }).string(
      'i18n_no_matching_variations_text',
      '',
    ) || NO_MATCHING_VARIATIONS_RO
  );
}
