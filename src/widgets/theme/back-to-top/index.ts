import type { WidgetModule } from '../../../runtime/types.ts';
import { DEFAULTS } from '../../../config/defaults.ts';
import { animateScrollTo } from '../../../ui/scroll-to.ts';
import { showsBackToTop } from './model.ts';

/** Flatsome shows the button while it carries `active`. */
const ACTIVE_CLASS = 'active';

/**
 * Flatsome's back-to-top link (`a.back-to-top#top-link`, `href="#top"`): shown once the page has
 * scrolled a screen down, it scrolls to the top over the theme's 500 ms (at once under reduced motion) and
 * puts keyboard focus at the start of the page, as following the link without JS would.
 */
const backToTop: WidgetModule = {
  mount(link, context) {
    let frame = 0;
    const update = () => {
      frame = 0;
      link.classList.toggle(ACTIVE_CLASS, showsBackToTop(window.scrollY, window.innerHeight));
    };
    context.listen(
      window,
      'scroll',
      () => {
        if (frame === 0) frame = requestAnimationFrame(update);
      },
      { passive: true },
    );
    context.listen(link, 'click', (event) => {
      event.preventDefault();
      animateScrollTo(0, DEFAULTS.themeScrollMs);
      const start = document.querySelector<HTMLElement>('.skip-link, #header a[href]');
      start?.focus({ preventScroll: true });
    });
    update();
    return () => {
      cancelAnimationFrame(frame);
      link.classList.remove(ACTIVE_CLASS);
    };
  },
};

export default backToTop;
