import { readYithInfiniteScroll } from './config/yith-infinite-scroll.ts';
import { pageFromUrl } from '../shared/filter-link.ts';
import { rebindYithInfiniteScroll } from './legacy/yith-infinite-scroll.ts';

const NEXT = '.woocommerce-pagination li .next';

/**
 * WOOF's `woof_change_ajax_next_link` (front.js L2038). Products drawn by `woof_draw_products` come
 * from inside admin-ajax.php, so WordPress printed their pagination as `…/admin-ajax.php?paged=N`;
 * YITH Infinite Scrolling loads the next link's page, so it becomes the address the shopper is on
 * (the filtered one) with `/page/N/`, its query kept as it is except `paged`. The script reads N from
 * `paged` only; `product-page` and a `/page/N/` path are read too, as the filter's pagination does.
 */
export function nextPageLink(current: string, next: string): string {
  const here = new URL(current);
  const page = pageFromUrl(new URL(next, here));
  const path = here.pathname.replace(/\/page\/\d+\/?$/, '/').replace(/\/$/, '');
  // The pairs stay as they were written: the filter's own link encoding is not redone.
  const query = here.search
    .slice(1)
    .split('&')
    .filter((pair) => pair !== '' && decodeName(pair) !== 'paged')
    .join('&');
  return `${here.origin}${path}${page > 1 ? `/page/${page}/` : '/'}${query ? `?${query}` : ''}`;
}

function decodeName(pair: string): string {
  const name = pair.split('=')[0] ?? '';
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/** Every next link takes the first one's rewritten address, as jQuery's `.attr` reads the first and sets all. */
function rewriteNextLinks(): void {
  const links = document.querySelectorAll<HTMLAnchorElement>(NEXT);
  const href = links[0]?.getAttribute('href');
  if (!href) return;
  const rewritten = nextPageLink(location.href, href);
  links.forEach((link) => link.setAttribute('href', rewritten));
}

/** After an AJAX redraw, once the address is the filtered one (front.js L597, `woof_infinite`). */
export function followInfiniteScroll(): void {
  const yith = readYithInfiniteScroll();
  if (!yith) return;
  rewriteNextLinks();
  if (yith.kind === 'free') rebindYithInfiniteScroll(yith.options);
}
