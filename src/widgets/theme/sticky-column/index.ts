import type { WidgetModule } from '../../../runtime/types.ts';
import { readFlatsomeTheme } from '../../../config/flatsome.ts';
import { SCREEN_MEDIA } from '../shared/config/screen-sizes.ts';
import { stickyTop } from './model.ts';

/**
 * Flatsome's sticky columns (`.is-sticky-column` around `.is-sticky-column__inner`, printed by
 * flatsome_sticky_column_open() for the shop, cart and checkout sidebars and for `[col sticky]`):
 * on large screens (≥ 850 px) the column sticks `sticky_height + 30` px below the top of the
 * viewport, within its own column. Smaller screens stack the columns, so nothing sticks there.
 * Position and offset are set inline, so the theme's stylesheet is not needed for it.
 * While it sticks the column also contains its floats (display: flow-root): WooCommerce's
 * woocommerce-layout.css floats the cart totals (`.cart-collaterals .cart_totals { float: right }`),
 * and a sticky box that does not enclose them is 0 px tall, so it travels to the bottom of its
 * column carrying the hanging totals over the footer. The float's place does not change.
 */
const stickyColumn: WidgetModule = {
  mount(column, context) {
    const { stickyHeightPx } = readFlatsomeTheme();
    const large = matchMedia(SCREEN_MEDIA.large);
    let frame = 0;
    let stopped = false;
    const release = () => {
      column.style.removeProperty('position');
      column.style.removeProperty('top');
      column.style.removeProperty('display');
    };
    const place = () => {
      frame = 0;
      if (!large.matches) {
        release();
        return;
      }
      column.style.display = 'flow-root';
      const columnHeightPx = column.getBoundingClientRect().height;
      column.style.position = 'sticky';
      column.style.top = `${stickyTop({ headerHeightPx: stickyHeightPx, columnHeightPx, viewportHeightPx: window.innerHeight })}px`;
    };
    const schedule = () => {
      if (frame === 0 && !stopped) frame = requestAnimationFrame(place);
    };
    context.listen(window, 'resize', schedule, { passive: true });
    context.listen(large, 'change', schedule);
    // The column's content changes (checkout totals redrawn, filters opened): its height decides the offset.
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : null;
    resized?.observe(column);
    place();
    return () => {
      stopped = true;
      cancelAnimationFrame(frame);
      resized?.disconnect();
      release();
    };
  },
};

export default stickyColumn;
