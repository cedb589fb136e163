import { isRecord } from '../../../lib/is-record.ts';

/**
 * The pure rules of the CusRev reviews grid ([cusrev_reviews_grid], spec §2.4, §7.2, §9): how many
 * columns a width gets, which column a card goes to, and the show-more request body.
 */

/** Spec §9: below 800 px the third column is dropped, below 550 px the second (the grid's own width, as the plugin measured it). */
const THREE_COLUMNS_FROM = 800;
const TWO_COLUMNS_FROM = 550;

export function columnCountFor(width: number): 1 | 2 | 3 {
  if (width >= THREE_COLUMNS_FROM) return 3;
  if (width >= TWO_COLUMNS_FROM) return 2;
  return 1;
}

/**
 * Places cards one after the other, each in the column that is shortest at that moment (the
 * leftmost on a tie), as colcade did. `columnHeights` are the heights the columns already have, so
 * appending never moves a card that is already shown. Returns the column of each card.
 */
export function assignColumns(cardHeights: readonly number[], columnHeights: readonly number[]): number[] {
  if (columnHeights.length === 0) return cardHeights.map(() => 0);
  const heights = [...columnHeights];
  return cardHeights.map((height) => {
    let shortest = 0;
    for (let column = 1; column < heights.length; column += 1)
      if (heights[column]! < heights[shortest]!) shortest = column;
    heights[shortest] = heights[shortest]! + height;
    return shortest;
  });
}

/** What `data-attributes` may hold: the block's settings as wp_json_encode printed them. */
export type AttributeValue =
  string | number | boolean | null | readonly AttributeValue[] | { readonly [key: string]: AttributeValue };
export type Attributes = { readonly [key: string]: AttributeValue };

export function isAttributes(value: unknown): value is Attributes {
  return isRecord(value);
}

/**
 * Form fields the way jQuery.param sent the plugin's nested `attributes` object (PHP reads them
 * back as arrays): `attributes[count]=3`, `attributes[comment__not_in][]=12`, booleans as
 * "true"/"false", null as an empty value; an empty array sends nothing.
 */
export function bracketFields(prefix: string, value: AttributeValue): [string, string][] {
  if (value === null) return [[prefix, '']];
  if (Array.isArray(value)) {
    const items = value as readonly AttributeValue[];
    return items.flatMap((item, index) =>
      bracketFields(typeof item === 'object' && item !== null ? `${prefix}[${index}]` : `${prefix}[]`, item),
    );
  }
  if (typeof value === 'object')
    return Object.entries(value as Attributes).flatMap(([key, item]) => bracketFields(`${prefix}[${key}]`, item));
  return [[prefix, String(value)]];
}

/**
 * The ivole_show_more_grid_reviews body: the block's attributes with `comment__not_in` set to
 * every product and shop review shown (product cards first, as the plugin collected them), so
 * the server never sends a card twice; `rating` is the summary bar's selected row (0 for all).
 */
export function showMorePayload(
  attributes: Attributes,
  shown: { readonly product: readonly string[]; readonly shop: readonly string[] },
  rating: number,
): [string, string][] {
  const ids = [...shown.product, ...shown.shop].map(Number).filter((id) => Number.isInteger(id) && id > 0);
  return [
    ['action', 'ivole_show_more_grid_reviews'],
    ['rating', String(rating)],
    ...bracketFields('attributes', { ...attributes, comment__not_in: ids }),
  ];
}

/** Review ids of an answer's cards that are not on the page yet (the plugin's answer may repeat them). */
export function freshIds(answerIds: readonly string[], shown: ReadonlySet<string>): string[] {
  const seen = new Set(shown);
  return answerIds.filter((id) => {
    if (id === '' || seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
