import { guarded } from '../../../../legacy/guarded.ts';
import { pageJQuery } from '../../../../legacy/jquery.ts';

/**
 * HUSKY/WOOF's `woof_ajax_done`: after an AJAX redraw of the products the plugin calls its printed
 * `woof_js_after_ajax_done()`, which triggers it through jQuery on the document. Themes and child
 * themes bind it with `$(document).on('woof_ajax_done', …)` (or on window, which jQuery's trigger
 * reaches from the document) to redo lazy images, sliders or their own filter tweaks; jQuery's
 * trigger is the only way their handlers see it.
 */
export function triggerWoofAjaxDone(): void {
  const jquery = pageJQuery();
  if (!jquery) return;
  guarded('woof_ajax_done', () => jquery(document).trigger('woof_ajax_done'));
}
