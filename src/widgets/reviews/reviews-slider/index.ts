import { createElement } from 'react';
import { readFlatsomeTheme } from '../../../config/index.ts';
import type { WidgetModule } from '../../../runtime/types.ts';
import { mountReact } from '../../../ui/mount-react.tsx';
import { noticeReducedMotion, prefersReducedMotion } from '../../../ui/reduced-motion.ts';
import { buildSliderDom } from './dom.ts';
import { listenForImages } from './images.ts';
import { parseSlickSettings } from './model.ts';
import { ReviewsCarousel } from './ReviewsCarousel.tsx';
import { ensureSliderStyles } from './styles.ts';

/**
 * The CusRev reviews slider (`[cusrev_reviews_slider]`, slick in the plugin) as an APG carousel.
 * Without JS, or with a single review, the cards stay stacked as printed.
 */
const reviewsSlider: WidgetModule = {
  mount(host, context) {
    const cards = [...host.children].filter((child): child is HTMLElement => child instanceof HTMLElement && child.classList.contains('cr-review-card'));
    if (cards.length < 2) return undefined;
    const settings = parseSlickSettings(host.getAttribute('data-slick'));
    if (settings.autoplayMs !== null && prefersReducedMotion()) noticeReducedMotion(readFlatsomeTheme().canEditPages);
    ensureSliderStyles();
    const dom = buildSliderDom(host, cards);
    let unmountReact: () => void;
    try {
      unmountReact = mountReact(dom.controls, createElement(ReviewsCarousel, { region: host, dom, settings }), context);
    } catch (error) {
      dom.restore();
      throw error;
    }
    listenForImages(host, context);
    return () => {
      unmountReact();
      dom.restore();
    };
  },
};

export default reviewsSlider;
