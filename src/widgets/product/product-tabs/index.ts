import { DEFAULTS } from '../../../config/defaults.ts';
import { readStickyHeaderHeight } from '../../../config/single-product.ts';
import type { WidgetModule } from '../../../runtime/types.ts';
import { nextTabIndex } from '../../../lib/roving-move.ts';
import { initialTab, opensReviews } from './model.ts';
import { createTabList, type TabList } from './tablist.ts';
import { jumpLater } from '../../../ui/scroll-to.ts';

/** §9: the scroll to #reviews waits 500 ms and keeps the header padding plus 15 px clear. */
const REVIEWS_SCROLL_DELAY_MS = 500;
const REVIEWS_SCROLL_GAP_PX = 15;

/** Cancels itself when the shopper presses, swipes, wheels or types first (ui/scroll-to.ts). */
function scrollToReviewsLater(): () => void {
  return jumpLater(REVIEWS_SCROLL_DELAY_MS, () => {
    const target = document.getElementById('reviews');
    if (!target) return null;
    const headerPadding = readStickyHeaderHeight(DEFAULTS.stickyHeaderHeightPx);
    return target.getBoundingClientRect().top + window.scrollY - headerPadding - REVIEWS_SCROLL_GAP_PX;
  });
}

/**
 * Product tabs (WooCommerce single-product.js tabs): the APG tabs pattern on the server's
 * `ul.tabs` with automatic activation, the opening rules of spec §2.3, review links.
 */
const productTabs: WidgetModule = {
  mount(host, context) {
    const tabs: TabList | null = createTabList(host);
    if (!tabs) return undefined;
    let cancelScroll = () => {};

    const openFromLocation = () => {
      const wanted = initialTab({ hash: location.hash, href: location.href }, tabs.ids);
      if (wanted) tabs.select(wanted);
      if (wanted === 'reviews' && opensReviews({ hash: location.hash, href: location.href })) {
        cancelScroll();
        cancelScroll = scrollToReviewsLater();
      }
    };

    const onKeyDown = (event: KeyboardEvent) => {
      const index = tabs.indexOf(event.target);
      if (index < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
      const next = nextTabIndex(index, event.key, tabs.ids.length, tabs.orientation());
      if (next === null) return;
      event.preventDefault();
      const id = tabs.ids[next];
      if (id === undefined) return;
      tabs.select(id);
      tabs.focus(id);
    };
    const onClick = (event: MouseEvent) => {
      const index = tabs.indexOf(event.target);
      const id = tabs.ids[index];
      if (index < 0 || id === undefined) return;
      event.preventDefault();
      tabs.select(id);
    };
    // WooCommerce's rating link and Customer Reviews' `[cusrev_reviews_rating]` one (frontend.js
    // clicks the reviews tab for `.cr-review-link`); both point at #reviews, which may already be the hash.
    const onReviewLink = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest('a.woocommerce-review-link, a.cr-review-link'))
        return;
      if (!tabs.ids.includes('reviews')) return;
      event.preventDefault();
      tabs.select('reviews');
      history.pushState(history.state, '', '#reviews');
      cancelScroll();
      cancelScroll = scrollToReviewsLater();
    };

    // Customer Reviews' `a.cr-qna-link` (href #cr_qna): its script opens the tab holding the Q & A
    // block; the link's own navigation then scrolls to it, now that it shows.
    const onQnaLink = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest('a.cr-qna-link')) return;
      const block = document.querySelector('.cr-qna-block');
      const id = block
        ? tabs.ids.find((candidate) => document.getElementById(`tab-${candidate}`)?.contains(block))
        : undefined;
      if (id === undefined) return;
      // A reviews scroll still pending from an earlier link would carry the page away from the block.
      cancelScroll();
      tabs.select(id);
    };

    context.listen(tabs.list, 'keydown', onKeyDown);
    context.listen(document, 'click', onQnaLink);
    context.listen(tabs.list, 'click', onClick);
    context.listen(document, 'click', onReviewLink);
    // Only a hash that names a tab moves the tabs: the first-tab fallback is for the load alone (as
    // single-product.js opens it on init), and an in-page anchor such as #cr_qna must not close the
    // tab that holds it.
    const onHashChange = () => {
      const here = { hash: location.hash, href: location.href };
      if (opensReviews(here) || tabs.ids.some((id) => location.hash === `#tab-${id}`)) openFromLocation();
    };
    context.listen(window, 'hashchange', onHashChange);
    openFromLocation();

    return () => cancelScroll();
  },
};

export default productTabs;
