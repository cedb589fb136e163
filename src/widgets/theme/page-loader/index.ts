import type { WidgetModule } from '../../../runtime/types.ts';
import { DEFAULTS } from '../../../config/defaults.ts';
import { prefersReducedMotion } from '../../../ui/reduced-motion.ts';

/** While the root carries it, the theme shows the loader (its CSS: `.loading-site .page-loader`). */
const LOADING_CLASS = 'loading-site';

/**
 * Flatsome's page loader (theme option "Site loader": `.page-loader`, template-parts/header/page-loader.php),
 * a full-screen cover with the logo and a spinner: once the page is ready it fades out — the
 * theme's CSS fades it when `loading-site` leaves the root — no longer catches clicks nor is read
 * out, and leaves the document 1 s later (spec §9). Under reduced motion it goes at once, no fade.
 * Hosted on `html.loading-site` too, so the class goes on pages without a loader as well.
 */
const pageLoader: WidgetModule = {
  mount(loader) {
    document.documentElement.classList.remove(LOADING_CLASS);
    // Without a loader the root still carries the class (Flatsome prints it on every page, and its
    // CSS keeps float labels hidden under it): taking it off is all there is to do.
    if (loader === document.documentElement) return undefined;
    loader.setAttribute('aria-hidden', 'true');
    loader.setAttribute('inert', '');
    loader.style.pointerEvents = 'none';
    if (prefersReducedMotion()) {
      loader.remove();
      return undefined;
    }
    loader.style.transition = 'opacity .3s';
    loader.style.opacity = '0';
    const timer = window.setTimeout(() => loader.remove(), DEFAULTS.pageLoaderRemovalMs);
    return () => window.clearTimeout(timer);
  },
};

export default pageLoader;
