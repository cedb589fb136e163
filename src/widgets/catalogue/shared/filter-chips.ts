import { isTaxonomyKey, slugsOf, type FilterValues } from './filter-state.ts';

/**
 * The active-filter panel (spec §2.1, §4.4): one removable chip per chosen value, grouped under
 * the filter's title followed by ':'; 'Clear All' comes first (the view puts it there).
 */
export interface Chip {
  /** The key removeChip() takes: a taxonomy, 'price', 'min_rating' or 'woof_sku'. */
  readonly key: string;
  readonly slug?: string;
  readonly label: string;
}

export interface ChipGroup {
  readonly key: string;
  /** The title with its trailing ':'. */
  readonly heading: string;
  readonly chips: readonly Chip[];
}

export interface ChipTexts {
  /** Server titles per key (woof_filter_titles, woof_ext_filter_titles), falling back to ours. */
  title(key: string): string;
  /** A term's shown name (from the form), falling back to the slug. */
  termName(taxonomy: string, slug: string): string;
  /** e.g. '10.00 lei – 50.00 lei', from the shop's price formatter. */
  priceLabel(min: string | undefined, max: string | undefined): string;
  ratingLabel(rating: string): string;
}

export function chipGroups(values: FilterValues, texts: ChipTexts): ChipGroup[] {
  const groups: ChipGroup[] = [];
  for (const key of Object.keys(values)) {
    if (!isTaxonomyKey(key)) continue;
    const chips = slugsOf(values, key).map((slug) => ({ key, slug, label: texts.termName(key, slug) }));
    if (chips.length > 0) groups.push({ key, heading: `${texts.title(key)}:`, chips });
  }
  if (values.min_price !== undefined || values.max_price !== undefined) {
    groups.push({
      key: 'price',
      heading: `${texts.title('price')}:`,
      chips: [{ key: 'price', label: texts.priceLabel(values.min_price, values.max_price) }],
    });
  }
  if (values.min_rating !== undefined) {
    groups.push({
      key: 'min_rating',
      heading: `${texts.title('min_rating')}:`,
      chips: [{ key: 'min_rating', label: texts.ratingLabel(values.min_rating) }],
    });
  }
  if (values.woof_sku !== undefined) {
    groups.push({
      key: 'woof_sku',
      heading: `${texts.title('woof_sku')}:`,
      chips: [{ key: 'woof_sku', label: values.woof_sku }],
    });
  }
  return groups;
}
