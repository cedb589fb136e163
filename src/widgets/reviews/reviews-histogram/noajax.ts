import type { WidgetContext } from '../../../runtime/types.ts';
import { findHistogramRows, markRow, wireRow } from '../shared/histogram.ts';

/**
 * The classic tab's histogram (`.cr-noAjax`, AJAX reviews off): a row reloads the page filtered,
 * `?ivrating=N#tab-reviews` (spec §7.4; frontend.js 5.117 sets `cr_ajax_object.rating_filter`
 * on the URL). The selected row clears the filter.
 */
export function mountNoAjaxHistogram(
  host: HTMLElement,
  context: WidgetContext,
  navigate: (url: string) => void = (url) => window.location.assign(url),
): () => void {
  const current = Number(new URL(window.location.href).searchParams.get('ivrating')) || 0;
  for (const row of findHistogramRows(host)) {
    markRow(row, row.rating === current);
    wireRow(row, context, (rating) => {
      const url = new URL(window.location.href);
      if (rating > 0) url.searchParams.set('ivrating', String(rating));
      else url.searchParams.delete('ivrating');
      url.hash = 'tab-reviews';
      navigate(url.href);
    });
  }
  return () => undefined;
}
