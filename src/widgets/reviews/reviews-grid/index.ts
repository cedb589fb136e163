import type { WidgetModule } from '../../../runtime/types.ts';
import { prepareAnnouncer } from '../../../ui/announce.ts';
import { createMasonry } from './masonry.ts';
import { listenForImages } from './media.ts';
import { isAttributes, type Attributes } from './model.ts';
import { listenForReadMore } from './read-more.ts';
import { mountShowMore } from './show-more.ts';

function readAttributes(host: HTMLElement): Attributes | null {
  try {
    const parsed: unknown = JSON.parse(host.dataset.attributes ?? '');
    return isAttributes(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The Customer Reviews grid ([cusrev_reviews_grid], spec §2.4): masonry columns, customer images
 * in the lightbox, and "show more" when the block offers it. Without JavaScript the cards stay in
 * the server's flow.
 */
const reviewsGrid: WidgetModule = {
  mount(host, context) {
    const inner = host.querySelector<HTMLElement>(':scope > .cr-reviews-grid-inner');
    if (!inner) return undefined;
    prepareAnnouncer();
    const masonry = createMasonry(inner, context);
    listenForImages(host, context);
    listenForReadMore(host, context);
    const area = host.querySelector<HTMLElement>(':scope > .cr-show-more');
    const attributes = readAttributes(host);
    if (area && !attributes)
      console.warn('[vitrina] reviews-grid: data-attributes is not a JSON object; "show more" is left as printed.');
    const stopMore = area && attributes ? mountShowMore(host, area, attributes, masonry, context) : () => {};
    return () => {
      stopMore();
      masonry.stop();
    };
  },
};

export default reviewsGrid;
