import type { WidgetModule } from '../../../runtime/types.ts';
import { screenSizeFor } from '../shared/config/screen-sizes.ts';
import { columnsFor, EQUALIZED_PARTS, isSingleRow, planRow } from './model.ts';
import { childMatching, clearSpacers, insertSpacer } from './spacers.ts';

/** Flatsome's own signal to line a row up again (plugins trigger it after changing boxes). */
const AGAIN_EVENT = 'flatsome-equalize-box';

const px = (height: number | null) => (height === null ? '' : `${height}px`);
const heightOf = (element: Element | null) => (element ? element.getBoundingClientRect().height : null);

/** Flatsome's swatch strip in a product box (box_swatch_list(), the first child of the box text). */
const SWATCHES = '.ux-swatches.ux-swatches-in-loop';

interface Box {
  readonly text: HTMLElement;
  readonly parts: readonly (HTMLElement | null)[];
  readonly swatches: HTMLElement | null;
}

/**
 * Flatsome's `equalize-box` rows (theme option "Equalize product box"): in each visual row of
 * product boxes the titles, prices, excerpts, buttons and then the box texts get the height of the
 * tallest, and a box without swatches or rating keeps their room, so prices and buttons line up.
 * Min-heights, so nothing is ever clipped. Everything is cleared, the row measured in one read and
 * written in one pass (no layout thrash), again on resize and when an image or font inside
 * changes the boxes, at most once a frame.
 */
const equalizeBox: WidgetModule = {
  mount(row, context) {
    let frame = 0;
    let stopped = false;
    const boxes = (): Box[] =>
      [...row.querySelectorAll<HTMLElement>('.box-text')].map((text) => ({
        text,
        parts: EQUALIZED_PARTS.map((selector) => text.querySelector<HTMLElement>(selector)),
        swatches: childMatching(text, SWATCHES),
      }));
    const clear = (all: readonly Box[]) => {
      for (const { text, parts, swatches } of all) {
        clearSpacers(text);
        text.style.minHeight = '';
        swatches?.style.setProperty('min-height', '');
        for (const part of parts) part?.style.setProperty('min-height', '');
      }
    };
    const equalize = () => {
      frame = 0;
      const all = boxes();
      clear(all);
      const measured = all.map(({ text, parts, swatches }) => ({
        text: text.getBoundingClientRect().height,
        parts: parts.map(heightOf),
        swatches: heightOf(swatches),
        rating: heightOf(childMatching(text.querySelector('.price-wrapper'), '.star-rating')),
      }));
      const perRow = columnsFor(row.className, screenSizeFor(window.innerWidth));
      const plan = planRow(measured, perRow, isSingleRow(row.className));
      all.forEach(({ text, parts, swatches }, index) => {
        const planned = plan[index];
        if (!planned) return;
        swatches?.style.setProperty('min-height', px(planned.swatches));
        if (planned.swatchesSpacer !== null) insertSpacer(text, planned.swatchesSpacer);
        const price = text.querySelector<HTMLElement>('.price-wrapper');
        if (planned.ratingSpacer !== null && price) insertSpacer(price, planned.ratingSpacer);
        parts.forEach((part, at) => part?.style.setProperty('min-height', px(planned.parts[at] ?? null)));
        text.style.minHeight = px(planned.text);
      });
    };
    const schedule = () => {
      if (frame === 0 && !stopped) frame = requestAnimationFrame(equalize);
    };
    context.listen(window, 'resize', schedule, { passive: true });
    // Image load events do not bubble: heard in the capture phase, for every image in the row.
    context.listen(
      row,
      'load',
      (event) => {
        if (event.target instanceof HTMLImageElement) schedule();
      },
      { capture: true },
    );
    context.listen(document, AGAIN_EVENT, schedule);
    if (document.fonts) context.run(document.fonts.ready.then(schedule));
    // A box whose content grows past its min-height (swatches drawn, a price redrawn) lines the row up again.
    const grown = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : null;
    equalize();
    for (const { text } of boxes()) grown?.observe(text);
    return () => {
      stopped = true;
      grown?.disconnect();
      cancelAnimationFrame(frame);
      clear(boxes());
    };
  },
};

export default equalizeBox;
