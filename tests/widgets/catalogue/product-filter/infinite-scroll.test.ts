import { afterEach, describe, expect, it } from 'vitest';
import {
  followInfiniteScroll,
  nextPageLink,
} from '../../../../src/widgets/catalogue/product-filter/infinite-scroll.ts';
import type { YithScrollOptions } from '../../../../src/widgets/catalogue/product-filter/legacy/yith-infinite-scroll.ts';

/** WOOF front.js L2013-L2070: YITH Infinite Scrolling's next link after an AJAX redraw. */
describe('nextPageLink (woof_change_ajax_next_link)', () => {
  const here = 'https://shop.test/produse/?swoof=1&pa_culoare=negru,alb&paged=3';
  it.each([
    [
      'admin-ajax paged=N: the page the shopper is on, /page/N/, the query without paged',
      here,
      '/wp-admin/admin-ajax.php?paged=4',
      'https://shop.test/produse/page/4/?swoof=1&pa_culoare=negru,alb',
    ],
    [
      'an absolute admin-ajax link',
      'https://shop.test/produse/?swoof=1',
      'https://shop.test/wp-admin/admin-ajax.php?paged=2',
      'https://shop.test/produse/page/2/?swoof=1',
    ],
    [
      'the query kept as written (no re-encoding)',
      'https://shop.test/produse/?swoof=1&pa_marime=m%2Cl&orderby=price',
      '/wp-admin/admin-ajax.php?paged=2',
      'https://shop.test/produse/page/2/?swoof=1&pa_marime=m%2Cl&orderby=price',
    ],
    [
      'a page path already in the address is not doubled',
      'https://shop.test/produse/page/2/?swoof=1',
      '/wp-admin/admin-ajax.php?paged=3',
      'https://shop.test/produse/page/3/?swoof=1',
    ],
    [
      'a next link with /page/N/ names the page too',
      'https://shop.test/produse/?swoof=1',
      '/produse/page/2/?swoof=1',
      'https://shop.test/produse/page/2/?swoof=1',
    ],
    [
      'product-page too',
      'https://shop.test/magazin/?swoof=1',
      '/magazin/?product-page=5',
      'https://shop.test/magazin/page/5/?swoof=1',
    ],
    [
      'no page in the next link: the address without paged',
      here,
      '/wp-admin/admin-ajax.php',
      'https://shop.test/produse/?swoof=1&pa_culoare=negru,alb',
    ],
    [
      'no query: no bare question mark',
      'https://shop.test/produse/',
      '/wp-admin/admin-ajax.php?paged=2',
      'https://shop.test/produse/page/2/',
    ],
  ])('%s', (_name, current, next, expected) => {
    expect(nextPageLink(current, next)).toBe(expected);
  });
});

const PAGINATION = `<div id="woof_results_by_ajax"><ul class="products"><li class="product">a</li></ul>
<nav class="woocommerce-pagination"><ul class="page-numbers"><li><a class="page-numbers" href="/wp-admin/admin-ajax.php?paged=1">1</a></li>
<li><a class="next page-numbers" href="/wp-admin/admin-ajax.php?paged=2">→</a></li></ul></nav></div>`;
const YITH = {
  navSelector: '.woocommerce-pagination',
  nextSelector: 'nav.navigation a.next',
  itemSelector: 'li.product',
  contentSelector: 'ul.products',
  loader: '/loader.gif',
  shop: '1',
};
const nextHref = () => document.querySelector('.woocommerce-pagination .next')?.getAttribute('href');
const filtered = `${location.origin}/produse/page/2/?swoof=1&pa_culoare=negru`;

/** A page's jQuery with YITH's plugin: what the plugin was bound on, with what, and which window events were unbound. */
function installYithJQuery() {
  const bound: { target: string; options: YithScrollOptions; next: string | null | undefined }[] = [];
  const unbound: string[] = [];
  const jquery = (target: Window | string) => ({
    off: (names: string) => (target === window ? unbound.push(names) : undefined),
    yit_infinitescroll: (options: YithScrollOptions) =>
      bound.push({ target: String(target), options, next: nextHref() }),
  });
  jquery.fn = { yit_infinitescroll() {} };
  Object.assign(window, { jQuery: jquery });
  return { bound, unbound };
}

describe('followInfiniteScroll (woof_infinite, after each AJAX redraw)', () => {
  afterEach(() => {
    for (const name of ['jQuery', 'yith_infs', 'yith_infs_premium'])
      delete (window as unknown as Record<string, unknown>)[name];
    history.replaceState(null, '', '/');
  });
  const redrawn = () => {
    document.body.innerHTML = PAGINATION;
    history.replaceState(null, '', '/produse/?swoof=1&pa_culoare=negru&paged=1');
  };

  it('without YITH on the page the next link is left as WordPress printed it', () => {
    redrawn();
    installYithJQuery();
    followInfiniteScroll();
    expect(nextHref()).toBe('/wp-admin/admin-ajax.php?paged=2');
  });

  it('premium (yith_infs_premium.options): the next link only; nothing bound', () => {
    redrawn();
    const { bound } = installYithJQuery();
    Object.assign(window, { yith_infs: YITH, yith_infs_premium: { options: { type: 'scroll' } } });
    followInfiniteScroll();
    expect(nextHref()).toBe(filtered);
    expect(bound).toEqual([]);
  });

  it('free (yith_infs): the next link, then the plugin bound again on the content with WOOF next selector', () => {
    redrawn();
    const { bound, unbound } = installYithJQuery();
    Object.assign(window, { yith_infs: YITH, yith_infs_premium: {} });
    followInfiniteScroll();
    expect(unbound).toEqual(['yith_infs_start']);
    expect(bound).toEqual([
      {
        target: 'ul.products',
        next: filtered,
        options: {
          nextSelector: '.woocommerce-pagination li .next',
          navSelector: '.woocommerce-pagination',
          itemSelector: 'li.product',
          contentSelector: 'ul.products',
          loader: '<img src="/loader.gif">',
          is_shop: true,
        },
      },
    ]);
  });

  it('free without jQuery or without the plugin: the next link still follows, nothing thrown', () => {
    redrawn();
    Object.assign(window, { yith_infs: YITH, jQuery: Object.assign(() => ({}), { fn: {} }) });
    expect(() => followInfiniteScroll()).not.toThrow();
    expect(nextHref()).toBe(filtered);
  });
});
