import { DEFAULTS } from '../../../config/defaults.ts';
import type { ScreenSize } from '../shared/config/screen-sizes.ts';

/**
 * The parts of a product box's text that Flatsome lines up across a row, in its order (Flatsome
 * 3.19 assets/js/woocommerce.js, behaviour `equalize-box`); the `.box-text` itself comes last.
 */
export const EQUALIZED_PARTS = ['.product-title', '.price-wrapper', '.box-excerpt', '.add-to-cart-button'] as const;

/** Boxes per row: the row's `large-columns-N` / `medium-columns-N` / `small-columns-N`, else 3 / 3 / 2 (spec §9). */
export function columnsFor(rowClassName: string, size: ScreenSize): number {
  const found = new RegExp(`(?:^|\\s)${size}-columns-(\\d+)(?:\\s|$)`).exec(rowClassName);
  const columns = found ? Number.parseInt(found[1] ?? '', 10) : Number.NaN;
  return Number.isInteger(columns) && columns > 0 ? columns : DEFAULTS.equalizeColumns[size];
}

/**
 * Each item's target height: the tallest in its row of `perRow` (document order, as the columns
 * wrap). A slider or grid row (`disablePerRow`) is one row. One column: nothing is equalized.
 */
export function tallestPerRow(heights: readonly number[], perRow: number, disablePerRow = false): (number | null)[] {
  if (perRow <= 1 && !disablePerRow) return heights.map(() => null);
  const size = disablePerRow ? Math.max(heights.length, 1) : perRow;
  return heights.map((_, index) => {
    const start = index - (index % size);
    return Math.max(...heights.slice(start, start + size));
  });
}

/** Slider and grid rows are one visual line (or a packed grid): Flatsome lines them up as one. */
export function isSingleRow(rowClassName: string): boolean {
  return /(?:^|\s)row-(?:slider|grid)(?:\s|$)/.test(rowClassName);
}

/** One box's text as measured with no heights set and no spacers. */
export interface BoxMeasure {
  readonly text: number;
  /** Per EQUALIZED_PARTS entry, the part's height, or null when the box has no such part. */
  readonly parts: readonly (number | null)[];
  /** The swatch strip at the start of the box text (Flatsome's loop swatches), or null. */
  readonly swatches: number | null;
  /** The star rating at the start of the price wrapper, or null. */
  readonly rating: number | null;
}

/** What to write for one box: min-heights per part and for the text, and the spacers to insert. */
export interface BoxPlan {
  readonly parts: readonly (number | null)[];
  readonly text: number | null;
  /** Swatch strips in a row get the tallest strip's height (they wrap to more lines on some boxes). */
  readonly swatches: number | null;
  /** A box with no swatches, in a row where others have them, keeps their room (Flatsome's dummy strip). */
  readonly swatchesSpacer: number | null;
  /** A price with no rating, in a row where others are rated, keeps the rating's room. */
  readonly ratingSpacer: number | null;
}

/** Per box: the room the others in its row give this optional element when it has none. */
function spacers(heights: readonly (number | null)[], perRow: number, disablePerRow: boolean): (number | null)[] {
  const tallest = tallestPerRow(
    heights.map((height) => height ?? 0),
    perRow,
    disablePerRow,
  );
  return heights.map((height, index) =>
    height === null && (tallest[index] ?? 0) > 0 ? (tallest[index] ?? null) : null,
  );
}

/**
 * Plans every height from one measurement, so the row is read once and written once: a box's text
 * grows by what its parts grow and by its swatch spacer, and the texts are then lined up by the same rows.
 */
export function planRow(boxes: readonly BoxMeasure[], perRow: number, disablePerRow = false): BoxPlan[] {
  const swatchesTallest = tallestPerRow(
    boxes.map((box) => box.swatches ?? 0),
    perRow,
    disablePerRow,
  );
  const swatchesSpacers = spacers(
    boxes.map((box) => box.swatches),
    perRow,
    disablePerRow,
  );
  const ratingSpacers = spacers(
    boxes.map((box) => box.rating),
    perRow,
    disablePerRow,
  );
  const partTargets = EQUALIZED_PARTS.map((_, part) => {
    const present = boxes.map((box) => box.parts[part] ?? null);
    const targets = tallestPerRow(
      present.map((height) => height ?? 0),
      perRow,
      disablePerRow,
    );
    return present.map((height, box) => (height === null ? null : (targets[box] ?? null)));
  });
  const grown = boxes.map(
    (box, index) =>
      box.text +
      ((swatchesTallest[index] ?? 0) - (box.swatches ?? 0)) +
      EQUALIZED_PARTS.reduce((sum, _, part) => {
        const height = box.parts[part];
        const target = partTargets[part]?.[index];
        return height === null || height === undefined || target === null || target === undefined
          ? sum
          : sum + (target - height);
      }, 0),
  );
  const textTargets = tallestPerRow(grown, perRow, disablePerRow);
  return boxes.map((_, index) => ({
    parts: EQUALIZED_PARTS.map((__, part) => partTargets[part]?.[index] ?? null),
    text: textTargets[index] ?? null,
    swatches: boxes[index]?.swatches === null ? null : (swatchesTallest[index] ?? null),
    swatchesSpacer: swatchesSpacers[index] ?? null,
    ratingSpacer: ratingSpacers[index] ?? null,
  }));
}
