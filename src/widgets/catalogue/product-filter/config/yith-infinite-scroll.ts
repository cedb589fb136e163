import { readGlobal } from '../../../../config/globals.ts';
import { isRecord } from '../../../../lib/is-record.ts';
import { parseFlag } from '../../../../config/section.ts';

/** `yith_infs` as YITH Infinite Scrolling (free) prints it with wp_localize_script: every value a string. */
export interface YithInfiniteScroll {
  readonly navSelector: string;
  readonly itemSelector: string;
  readonly contentSelector: string;
  /** The loader image's address. */
  readonly loader: string;
  /** `shop`: "1" on the shop page, "" elsewhere. */
  readonly shop: boolean;
}

/**
 * Which YITH Infinite Scrolling the page has, as WOOF's front.js tells them apart after a redraw
 * (L2013): the premium plugin prints `yith_infs_premium` with its `options` (then only the next link
 * is WOOF's business), the free one `yith_infs` (then WOOF binds the scroll again itself).
 * Read at each redraw, as the script does, since the plugins' scripts may come after ours.
 */
export type YithInfiniteScrollPage =
  { readonly kind: 'premium' } | { readonly kind: 'free'; readonly options: YithInfiniteScroll } | null;

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' ? String(value) : '';
}

export function readYithInfiniteScroll(): YithInfiniteScrollPage {
  const premium = readGlobal('yith_infs_premium');
  if (isRecord(premium) && premium.options) return { kind: 'premium' };
  const free = readGlobal('yith_infs');
  if (!isRecord(free)) return null;
  return {
    kind: 'free',
    options: {
      navSelector: text(free.navSelector),
      itemSelector: text(free.itemSelector),
      contentSelector: text(free.contentSelector),
      loader: text(free.loader),
      shop: parseFlag(free.shop) ?? false,
    },
  };
}
