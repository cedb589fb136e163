import type { YithInfiniteScroll } from '../config/yith-infinite-scroll.ts';
import { guarded } from '../../../../legacy/guarded.ts';
import { pageJQuery } from '../../../../legacy/jquery.ts';

/** The options YITH's `$.fn.yit_infinitescroll` takes (its own names). */
export interface YithScrollOptions {
  readonly nextSelector: string;
  readonly navSelector: string;
  readonly itemSelector: string;
  readonly contentSelector: string;
  /** Markup the plugin puts after the pagination while a page loads. */
  readonly loader: string;
  readonly is_shop: boolean;
}

interface YithCollection {
  off(names: string): unknown;
  yit_infinitescroll(options: YithScrollOptions): unknown;
}

type YithJQuery = (target: Window | string) => YithCollection;

/** jQuery with YITH's plugin on it, or null: Vitrina does not replace the plugin, it only binds it again. */
function yithJQuery(): YithJQuery | null {
  const jquery: unknown = pageJQuery();
  if (typeof jquery !== 'function') return null;
  const fn: unknown = (jquery as { fn?: unknown }).fn;
  if (typeof fn !== 'object' || fn === null) return null;
  return typeof (fn as { yit_infinitescroll?: unknown }).yit_infinitescroll === 'function'
    ? (jquery as YithJQuery)
    : null;
}

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * WOOF after an AJAX redraw with YITH Infinite Scrolling (free) on the page (front.js L2021): the
 * plugin took its next address when it was bound, at load, so it is bound again on the new
 * products, its next link WooCommerce's `.woocommerce-pagination li .next`; the `yith_infs_start`
 * handlers on window go first. Returns whether it was bound (no jQuery or no plugin: nothing to do).
 */
export function rebindYithInfiniteScroll(settings: YithInfiniteScroll): boolean {
  const jquery = yithJQuery();
  if (!jquery) return false;
  const options: YithScrollOptions = {
    nextSelector: '.woocommerce-pagination li .next',
    navSelector: settings.navSelector,
    itemSelector: settings.itemSelector,
    contentSelector: settings.contentSelector,
    loader: `<img src="${attribute(settings.loader)}">`,
    is_shop: settings.shop,
  };
  return (
    guarded('yith_infs', () => {
      jquery(window).off('yith_infs_start');
      jquery(settings.contentSelector).yit_infinitescroll(options);
      return true;
    }) ?? false
  );
}
