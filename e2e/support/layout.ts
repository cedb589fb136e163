import { expect, type Page } from '@playwright/test';
import { pageAtRest } from './at-rest.ts';

/**
 * Issue 36 item 5's layout measure: on a loaded page,
 * - nothing makes the page scroll sideways;
 * - no column's content spills out of its column over the next one (the cart table ran under the
 *   cart totals at 1280 px);
 * - no control or message is covered for good by something laid over the page. A fixed overlay
 *   (the consent bar, the trust badge) covers a control only when no scroll position shows the
 *   control whole and clear of it; an absolutely positioned box may cover only what lies inside
 *   its own containing block (the out-of-stock label over its card, the eye over its password field).
 * The phone width is checked in layout/fixture-layout.spec.ts; the desktop width in pages.spec.ts,
 * on the load that spec makes anyway.
 */
export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/** What the shopper has to see or reach. */
export const TARGETS =
  'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], .woocommerce-error, .woocommerce-message, .woocommerce-info, [role="alert"]';

export interface LayoutReport {
  readonly scrollWidth: number;
  readonly clientWidth: number;
  /** The outermost elements reaching past the viewport's right edge. */
  readonly tooWide: string[];
  readonly spilledColumns: string[];
  readonly covered: string[];
}

export function measure(page: Page, targets: string): Promise<LayoutReport> {
  return page.evaluate((selector) => {
    const root = document.documentElement;
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${[...element.classList].map((c) => `.${c}`).join('')} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
    const shown = (element: Element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      // Screen-reader-only boxes are 1 px and clipped: nobody sees them, nothing sees past them.
      return style.visibility === 'visible' && Number(style.opacity) > 0 && box.width > 2 && box.height > 2;
    };
    const cross = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;

    // A box inside one that scrolls or clips sideways (the orders table's .touch-scroll-table) does
    // not widen the page: the shopper scrolls that box, not the page.
    const clippedSideways = (element: Element, within: Element = document.body) => {
      for (let box = element.parentElement; box && box !== within; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      }
      return false;
    };
    const tooWide = [...document.body.querySelectorAll('*')]
      .filter(
        (element) =>
          element.getBoundingClientRect().right > root.clientWidth + 0.5 &&
          !(element.parentElement && element.parentElement.getBoundingClientRect().right > root.clientWidth + 0.5),
      )
      .filter((element) => !clippedSideways(element))
      .map((element) => `${name(element)} right=${Math.round(element.getBoundingClientRect().right)}`);

    // A column spills when something the shopper sees reaches past its right edge. Hidden boxes
    // (WOOF's colour tooltips wait at visibility hidden beside their swatch) widen scrollWidth but
    // cover nothing until shown, and a tooltip shown on hover is meant to float over its neighbour.
    const spilledColumns = [...document.querySelectorAll<HTMLElement>('.row > .col, .row > [class*="large-"]')]
      .filter((column) => shown(column) && getComputedStyle(column).overflowX === 'visible')
      .flatMap((column) => {
        const edge = column.getBoundingClientRect().left + column.clientWidth;
        const spilled = [...column.querySelectorAll('*')].filter(
          (element) =>
            shown(element) && !clippedSideways(element, column) && element.getBoundingClientRect().right > edge + 1,
        );
        return spilled.length === 0
          ? []
          : [
              `${name(column)} shows ${name(spilled[0]!)} to ${Math.round(spilled[0]!.getBoundingClientRect().right)} px, past ${Math.round(edge)} px`,
            ];
      });

    const all = [...document.body.querySelectorAll('*')];
    const fixed = all.filter((element) => getComputedStyle(element).position === 'fixed' && shown(element));
    // An absolute box inside a fixed one is part of that overlay, measured with it.
    const absolute = all.filter(
      (element) =>
        getComputedStyle(element).position === 'absolute' &&
        shown(element) &&
        !fixed.some((overlay) => overlay.contains(element)),
    );
    const controls = [...document.querySelectorAll(selector)].filter(shown);
    const scrollY = window.scrollY;
    const maxScroll = Math.max(0, root.scrollHeight - window.innerHeight);
    const covered: string[] = [];
    const related = (a: Element, b: Element) => a.contains(b) || b.contains(a);
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      const inFixed = fixed.some((overlay) => overlay.contains(control));
      // Fixed overlays the control can meet; one laid out in the same fixed layer does not move either.
      const overlays = fixed
        .filter((overlay) => !related(overlay, control))
        .map((overlay) => overlay.getBoundingClientRect())
        .filter((rect) => rect.left < box.right - 1 && box.left < rect.right - 1);
      if (inFixed) {
        const hit = overlays.find((rect) => cross(rect, box));
        if (hit) covered.push(`${name(control)} under a fixed box at ${Math.round(hit.left)},${Math.round(hit.top)}`);
      } else if (overlays.length > 0 && box.height < window.innerHeight) {
        // Document coordinates: the overlays stay put while the page scrolls under them.
        const top = box.top + scrollY;
        const bottom = box.bottom + scrollY;
        const candidates = [
          0,
          maxScroll,
          top,
          bottom - window.innerHeight,
          ...overlays.flatMap((rect) => [top - rect.bottom, bottom - rect.top]),
        ].map((y) => Math.min(maxScroll, Math.max(0, y)));
        const clear = candidates.some(
          (y) =>
            top - y >= -0.5 &&
            bottom - y <= window.innerHeight + 0.5 &&
            overlays.every((rect) => bottom - y <= rect.top + 1 || top - y >= rect.bottom - 1),
        );
        if (!clear) covered.push(`${name(control)} under a fixed box at every scroll position`);
      }
      // A control in a fixed layer (the consent bar) sits above the page's absolute boxes.
      for (const overlay of inFixed ? [] : absolute) {
        if (related(overlay, control)) continue;
        // Its containing block: the nearest positioned ancestor (none: the page, which excuses nothing).
        let container: Element | null = overlay.parentElement;
        while (container && container !== document.body && getComputedStyle(container).position === 'static')
          container = container.parentElement;
        if (container && container !== document.body && container.contains(control)) continue;
        // What the shopper sees of it: an overflow other than visible on its containing block or an
        // ancestor of that block clips it (WooCommerce's star-rating span, 1.5em taller than its
        // 1em-high, overflow-hidden box, shows only inside that box).
        let visible = overlay.getBoundingClientRect();
        for (let clip = container; clip && clip !== document.body; clip = clip.parentElement) {
          const style = getComputedStyle(clip);
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
          const edge = clip.getBoundingClientRect();
          const left = Math.max(visible.left, edge.left);
          const top = Math.max(visible.top, edge.top);
          visible = new DOMRect(
            left,
            top,
            Math.max(0, Math.min(visible.right, edge.right) - left),
            Math.max(0, Math.min(visible.bottom, edge.bottom) - top),
          );
        }
        if (cross(visible, box)) covered.push(`${name(control)} under ${name(overlay)}`);
      }
    }
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, tooWide, spilledColumns, covered };
  }, targets);
}

/** Measures the loaded page (fonts in) and fails on every kind of fault found, each named on its own. */
export async function expectLayoutClean(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Boxes still sliding or fading in are not where the shopper is left with them. (CI on 856111f once
  // found the blog's trust badge under a fixed box at the view's bottom, never seen again; cause unknown.)
  await pageAtRest(page, 'the layout check');
  const report = await measure(page, TARGETS);
  expect.soft(report.tooWide, `page ${report.scrollWidth} px wide in ${report.clientWidth} px`).toEqual([]);
  expect.soft(report.scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(report.clientWidth);
  expect.soft(report.spilledColumns, 'columns whose content spills over the next').toEqual([]);
  expect.soft(report.covered, 'controls and messages covered for good').toEqual([]);
}
