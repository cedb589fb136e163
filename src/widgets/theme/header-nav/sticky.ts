import type { Listen } from '../../../runtime/types.ts';
import { stickyState } from './model.ts';

/** Flatsome's class names: the wrapper is fixed while `stuck`, and slides away while hidden. */
const STUCK_CLASS = 'stuck';
const HIDDEN_CLASS = 'sticky-hide-on-scroll--active';

/**
 * The sticky header (`#header.has-sticky`): once the page scrolls past the header, its wrapper
 * gets `stuck` while the header keeps its printed height, so the content below does not jump.
 * With `sticky-hide-on-scroll` the stuck header hides while scrolling down and comes back when
 * scrolling up (the mini-cart reveal removes the hidden class to force it back).
 */
export function stickHeader(header: HTMLElement, listen: Listen): () => void {
  const wrapper = header.querySelector<HTMLElement>('.header-wrapper');
  if (!wrapper || !header.classList.contains('has-sticky')) return () => {};
  const hideOnScroll = header.classList.contains('sticky-hide-on-scroll');
  let previousScrollY = window.scrollY;
  let frame = 0;
  let printedHeight = 0;

  const update = () => {
    frame = 0;
    const wasStuck = wrapper.classList.contains(STUCK_CLASS);
    if (!wasStuck) printedHeight = header.offsetHeight;
    const threshold = header.getBoundingClientRect().top + window.scrollY + printedHeight;
    const state = stickyState({
      scrollY: window.scrollY,
      previousScrollY,
      threshold,
      hideOnScroll,
      wasHidden: wrapper.classList.contains(HIDDEN_CLASS),
    });
    previousScrollY = window.scrollY;
    if (state.stuck !== wasStuck) {
      header.style.minHeight = state.stuck ? `${printedHeight}px` : '';
      wrapper.classList.toggle(STUCK_CLASS, state.stuck);
    }
    wrapper.classList.toggle(HIDDEN_CLASS, state.hidden);
  };
  const onScroll = () => {
    if (frame === 0) frame = requestAnimationFrame(update);
  };
  listen(window, 'scroll', onScroll, { passive: true });
  update();

  return () => {
    cancelAnimationFrame(frame);
    wrapper.classList.remove(STUCK_CLASS, HIDDEN_CLASS);
    header.style.minHeight = '';
  };
}
