import { readFlatsomeTheme } from '../../../config/index.ts';
import type { WidgetModule } from '../../../runtime/types.ts';
import { noticeReducedMotion, prefersReducedMotion } from '../../../ui/reduced-motion.ts';
import { drawCarousel } from './carousel.ts';
import { parseSliderOptions } from './model.ts';
import { CAROUSEL_LABEL, slideLabel } from './texts.ts';

let sliderCount = 0;

/** Sets attributes and remembers what was there, so unmount gives the server markup back. */
function attributeKeeper() {
  const saved: (() => void)[] = [];
  return {
    set(element: HTMLElement, name: string, value: string) {
      const before = element.getAttribute(name);
      element.setAttribute(name, value);
      saved.push(() => (before === null ? element.removeAttribute(name) : element.setAttribute(name, before)));
    },
    restore() {
      saved.reverse().forEach((undo) => undo());
    },
  };
}

/**
 * Flatsome's content sliders (`.slider-wrapper > .slider[data-flickity-options]`, banners and
 * text boxes) as an APG carousel, in plain DOM (design §8). Without JS every slide stays in the page as printed.
 */
const contentSlider: WidgetModule = {
  mount(host) {
    const region = host.parentElement;
    const slides = [...host.children].filter((child): child is HTMLElement => child instanceof HTMLElement);
    if (!region || slides.length < 2) return undefined;
    const options = parseSliderOptions(host.getAttribute('data-flickity-options'));
    const reducedMotion = prefersReducedMotion();
    if (reducedMotion && options.autoPlayMs !== null) noticeReducedMotion(readFlatsomeTheme().canEditPages);

    const number = ++sliderCount;
    const attributes = attributeKeeper();
    if (!host.id) attributes.set(host, 'id', `vitrina-slider-${number}`);
    attributes.set(region, 'role', 'region');
    attributes.set(region, 'aria-roledescription', 'carusel');
    if (!region.hasAttribute('aria-label') && !region.hasAttribute('aria-labelledby')) attributes.set(region, 'aria-label', CAROUSEL_LABEL);
    slides.forEach((slide, index) => {
      if (!slide.id) attributes.set(slide, 'id', `vitrina-slider-${number}-${index + 1}`);
      attributes.set(slide, 'role', 'group');
      attributes.set(slide, 'aria-roledescription', 'diapozitiv');
      attributes.set(slide, 'aria-label', slideLabel(index, slides.length));
    });
    // Flatsome drops its loading spinner once the slider runs.
    const spinners = [...region.querySelectorAll<HTMLElement>(':scope > .loading-spin')];
    spinners.forEach((spinner) => (spinner.hidden = true));

    const controls = document.createElement('div');
    controls.className = 'vitrina-slider-controls';
    host.before(controls);
    const unmountControls = drawCarousel(controls, { region, track: host, slides, options });

    return () => {
      unmountControls();
      slides.forEach((slide) => {
        slide.hidden = false;
        slide.style.display = '';
        slide.classList.remove('is-selected');
      });
      host.removeAttribute('aria-live');
      spinners.forEach((spinner) => (spinner.hidden = false));
      attributes.restore();
    };
  },
};

export default contentSlider;
