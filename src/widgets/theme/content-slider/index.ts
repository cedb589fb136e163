import { readFlatsomeTheme } from '../../../config/flatsome.ts';
import type { WidgetModule } from '../../../runtime/types.ts';
import { attributeKeeper } from '../../../ui/attribute-keeper.ts';
import { markCarousel } from '../../../ui/carousel-semantics.ts';
import { noticeReducedMotion, prefersReducedMotion } from '../../../ui/reduced-motion.ts';
import { drawCarousel } from './carousel.ts';
import { parseSliderOptions } from './model.ts';
import { CAROUSEL_LABEL } from './texts.ts';

let sliderCount = 0;

/**
 * Flatsome's content sliders (`.slider-wrapper > .slider[data-flickity-options]`, banners and
 * text boxes) as an APG carousel, in plain DOM (design §8). Without JS every slide stays in the page as printed.
 */
const contentSlider: WidgetModule = {
  mount(host, context) {
    const region = host.parentElement;
    const slides = [...host.children].filter((child): child is HTMLElement => child instanceof HTMLElement);
    if (!region || slides.length < 2) return undefined;
    const options = parseSliderOptions(host.getAttribute('data-flickity-options'));
    const reducedMotion = prefersReducedMotion();
    if (reducedMotion && options.autoPlayMs !== null) noticeReducedMotion(readFlatsomeTheme().canEditPages);

    const number = ++sliderCount;
    const attributes = attributeKeeper();
    if (!host.id) attributes.set(host, 'id', `vitrina-slider-${number}`);
    markCarousel(attributes, {
      region,
      label: CAROUSEL_LABEL,
      slides,
      slideId: (index) => `vitrina-slider-${number}-${index + 1}`,
    });
    // Flatsome drops its loading spinner once the slider runs.
    const spinners = [...region.querySelectorAll<HTMLElement>(':scope > .loading-spin')];
    spinners.forEach((spinner) => (spinner.hidden = true));

    const controls = document.createElement('div');
    controls.className = 'vitrina-slider-controls';
    host.before(controls);
    const unmountControls = drawCarousel(controls, { region, track: host, slides, options }, context.listen);

    return () => {
      unmountControls();
      slides.forEach((slide) => {
        slide.hidden = false;
        slide.style.display = '';
        slide.classList.remove('is-selected');
      });
      spinners.forEach((spinner) => (spinner.hidden = false));
      attributes.restore();
    };
  },
};

export default contentSlider;
