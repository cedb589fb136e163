import { yieldToMain } from '../../../lib/yield-to-main.ts';
import type { WidgetModule } from '../../../runtime/types.ts';
import { prefersReducedMotion } from '../../../ui/reduced-motion.ts';
import { drawCarousel, windowWidth } from './carousel.ts';
import { buildSliderDom } from './dom.ts';
import { listenForImages } from './images.ts';
import { parseSlickSettings } from './model.ts';
import { ensureSliderStyles } from './styles.ts';

/**
 * The CusRev reviews slider (`[cusrev_reviews_slider]`, slick in the plugin) as an APG carousel,
 * in plain DOM (design §8: it enhances the cards the server printed, so it fetches no React).
 * Without JS, or with a single review, the cards stay stacked as printed.
 */
const reviewsSlider: WidgetModule = {
  async mount(host, context) {
    const cards = [...host.children].filter(
      (child): child is HTMLElement => child instanceof HTMLElement && child.classList.contains('cr-review-card'),
    );
    // The plugin's css/frontend.css (5.117) keeps the block invisible until slick marks it
    // initialised; slick does so with one slide too, so the class is what shows the block.
    if (cards.length < 2) return markInitialised(host);
    // Parsing the stylesheet is a task of its own: with the carousel's build it would be one of
    // ~45 ms at 4x CPU. Nothing is drawn yet, so the cards stay as printed in between.
    ensureSliderStyles();
    await yieldToMain();
    // Before anything below changes the page (reading it after would lay the page out again).
    const width = windowWidth();
    const settings = parseSlickSettings(host.getAttribute('data-slick'));
    if (settings.autoplayMs !== null && prefersReducedMotion())
      context.run(import('./editor-notice.ts').then(({ noticeStillSlider }) => noticeStillSlider()));
    const dom = buildSliderDom(host, cards);
    // Stops the rotation's timer (ui/rotation); the listeners go with the context.
    const listeners = new AbortController();
    const unmark = markInitialised(host);
    const undo = () => {
      listeners.abort();
      dom.restore();
      unmark();
    };
    try {
      drawCarousel(host, dom, settings, listeners.signal, context.listen, width);
    } catch (error) {
      undo();
      throw error;
    }
    listenForImages(host, context);
    return undo;
  },
};

function markInitialised(host: HTMLElement): () => void {
  host.classList.add('slick-initialized');
  return () => host.classList.remove('slick-initialized');
}

export default reviewsSlider;
