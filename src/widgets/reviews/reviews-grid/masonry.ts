import type { WidgetContext } from '../../../runtime/types.ts';
import { assignColumns, columnCountFor } from './model.ts';

/**
 * The grid's masonry (colcade's job in the plugin): cards go into `.cr-reviews-grid-col1..3`,
 * each to the shortest visible column; the plugin's CSS hides a column marked
 * `cr-reviews-grid-col-none` and shows the cards once the inner box has `cr-colcade-loaded`.
 * Appended cards never move the ones already shown; everything is laid out again only when the
 * grid's width crosses a breakpoint (spec §9).
 */
export interface Masonry {
  /** Cards in the order they were shown (server order, then each load's order). */
  cards(): readonly HTMLElement[];
  append(cards: readonly HTMLElement[]): void;
  stop(): void;
}

const LOADED = 'cr-colcade-loaded';
const HIDDEN_COLUMN = 'cr-reviews-grid-col-none';

function outerHeight(element: HTMLElement): number {
  const style = getComputedStyle(element);
  return (
    element.getBoundingClientRect().height + (parseFloat(style.marginTop) || 0) + (parseFloat(style.marginBottom) || 0)
  );
}

export function createMasonry(inner: HTMLElement, context: WidgetContext): Masonry {
  const columns = [1, 2, 3]
    .map((n) => inner.querySelector<HTMLElement>(`:scope > .cr-reviews-grid-col${n}`))
    .filter((column): column is HTMLElement => column !== null);
  const shown = [
    ...inner.querySelectorAll<HTMLElement>(':scope > .cr-review-card, :scope > .cr-reviews-grid-col > .cr-review-card'),
  ];
  let count = 0;

  const visibleColumns = () => columns.slice(0, Math.min(count, columns.length));

  /**
   * Puts `cards` at the end of the first visible column (all columns are equally wide) to read
   * their heights, then moves each to the column the model picks from the heights the columns had.
   */
  const place = (cards: readonly HTMLElement[], columnsEmptied = false) => {
    const targets = visibleColumns();
    if (targets.length === 0 || cards.length === 0) return;
    // Emptied columns are all alike: no need to lay the page out to learn that (a read
    // after the writes above would force a layout of the whole page inside the mount).
    const before = targets.map((column) => (columnsEmptied ? 0 : column.getBoundingClientRect().height));
    targets[0]!.append(...cards);
    const heights = cards.map(outerHeight);
    assignColumns(heights, before).forEach((column, index) => {
      if (column !== 0) targets[column]!.append(cards[index]!);
    });
  };

  const layOut = (width: number) => {
    const next = columnCountFor(width);
    if (next === count) return;
    count = next;
    columns.forEach((column, index) => column.classList.toggle(HIDDEN_COLUMN, index >= count));
    // Out of the columns first, so the columns start alike and the shown order is kept.
    inner.append(...shown);
    place(shown, true);
    inner.classList.add(LOADED);
  };

  // The first layout waits for the observer's first report, which comes in the rendering step
  // before the next paint: the width is then known without forcing a layout inside the mount, and
  // the cards' heights are read once, in that step (read in the mount, they make it one
  // task of ~50 ms at 4x CPU). A grid that is not rendered yet (a closed tab) is laid out when it first is.
  const observer = new ResizeObserver((entries) => {
    const entry = entries[entries.length - 1];
    if (entry) context.run(() => layOut(entry.contentRect.width));
  });
  observer.observe(inner);

  return {
    cards: () => shown,
    append(cards) {
      shown.push(...cards);
      place(cards);
    },
    stop() {
      observer.disconnect();
      // Back to the server's flow, in the order shown.
      inner.append(...shown);
      inner.classList.remove(LOADED);
      columns.forEach((column) => column.classList.remove(HIDDEN_COLUMN));
    },
  };
}
