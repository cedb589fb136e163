import type { WidgetModule } from '../../../runtime/types.ts';
import { isAboveViewport } from './model.ts';

const ACTIVE = 'sticky-add-to-cart--active';
const FIXED =
  'position:fixed;left:0;right:0;bottom:0;z-index:100;background:#fff;box-shadow:0 -2px 8px rgba(0,0,0,.15);padding:8px 16px';

/**
 * Flatsome's sticky add-to-cart: `.sticky-add-to-cart-wrapper > .sticky-add-to-cart` (the form).
 * Once the wrapper is fully scrolled out above the viewport (observer threshold 0, §9), the inner
 * bar is pinned to the bottom; the wrapper keeps its height meanwhile so nothing below moves.
 * The bar is the page's own form, so there is no duplicate control for assistive technology.
 */
const stickyAddToCart: WidgetModule = {
  mount(host) {
    const bar = host.querySelector<HTMLElement>('.sticky-add-to-cart') ?? host.firstElementChild;
    if (!(bar instanceof HTMLElement) || !('IntersectionObserver' in window)) return undefined;
    const original = bar.getAttribute('style');
    // Where the content after the bar starts, in page coordinates (the form's own margins may
    // collapse through the wrapper, so the wrapper's height alone does not hold the space).
    const followingTop = () => {
      const next = host.nextElementSibling;
      return next ? next.getBoundingClientRect().top + window.scrollY : null;
    };
    const setActive = (active: boolean) => {
      if (active === bar.classList.contains(ACTIVE)) return;
      const before = active ? followingTop() : null;
      const height = host.getBoundingClientRect().height;
      if (active) host.style.minHeight = `${height}px`;
      else host.style.minHeight = '';
      bar.classList.toggle(ACTIVE, active);
      host.classList.toggle('is-sticky', active);
      if (active) {
        bar.setAttribute('style', `${original ?? ''};${FIXED}`);
        bar.setAttribute('role', 'region');
        bar.setAttribute('aria-label', 'Adaugă în coș');
        const after = followingTop();
        if (before !== null && after !== null && after !== before)
          host.style.minHeight = `${height + before - after}px`;
      } else {
        if (original === null) bar.removeAttribute('style');
        else bar.setAttribute('style', original);
        bar.removeAttribute('role');
        bar.removeAttribute('aria-label');
      }
    };
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) setActive(isAboveViewport(entry.isIntersecting, entry.boundingClientRect.bottom));
      },
      { threshold: 0 },
    );
    observer.observe(host);
    return () => {
      observer.disconnect();
      setActive(false);
    };
  },
};

export default stickyAddToCart;
