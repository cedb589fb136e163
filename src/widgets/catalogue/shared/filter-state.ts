/**
 * WOOF / HUSKY filter state (spec §3.4, §4.4) as pure transitions over the key → value map that
 * WOOF keeps in `woof_current_values`. Taxonomy values are comma-joined term slugs.
 *
 * max_price (§3.4 gives two readings: one accepted-key list without max_price, a filter state
 * with both): Vitrina keeps BOTH min_price and max_price as filter state, because the price-only
 * link (§2.1, §7.4) and the price chip (§4.4) are defined over the pair, and dropping max_price
 * would make an upper bound impossible to express.
 */
export type FilterValues = Readonly<Record<string, string>>;

export const TAXONOMY_KEYS: readonly string[] = [
  'product_cat',
  'product_tag',
  'product_brand',
  'product_visibility',
  'pa_ambalaj-parfum',
  'pa_aroma',
  'pa_cantitate',
  'pa_culoare',
  'pa_ean',
  'pa_marime',
  'pa_marime-copii',
  'pa_masura-blugi',
  'pa_masura-sutien',
  'pa_material',
  'pa_note-de-baza',
  'pa_note-de-mijloc',
  'pa_note-de-varf',
  'pa_sex',
  'pa_stil-ochelari',
  'pa_tara-de-origine',
  'pa_tip',
  'pa_tip-croi',
];

export const OTHER_KEYS: readonly string[] = [
  'min_price',
  'max_price',
  'min_rating',
  'orderby',
  'perpage',
  'page',
  'paged',
  'woof_sku',
  'page_id',
  'really_curr_tax',
  'by_sku',
  'by_price',
];

/** Keys that say where in the list the shopper is; any filter change drops them (back to page 1). */
const PAGE_KEYS = ['page', 'paged', 'product-page'] as const;

/** A taxonomy-like key: a known taxonomy or any product attribute (`pa_*`). */
export function isTaxonomyKey(key: string): boolean {
  return TAXONOMY_KEYS.includes(key) || key.startsWith('pa_');
}

export function slugsOf(values: FilterValues, key: string): string[] {
  return (values[key] ?? '')
    .split(',')
    .map((slug) => slug.trim())
    .filter(Boolean);
}

function without(values: FilterValues, keys: readonly string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([key]) => !keys.includes(key)));
}

function firstPage(values: FilterValues): FilterValues {
  return without(values, PAGE_KEYS);
}

function withKey(values: FilterValues, key: string, value: string | undefined): FilterValues {
  const next = without(values, [key]);
  if (value !== undefined && value !== '') next[key] = value;
  return firstPage(next);
}

/** Checkbox, colour swatch, label: append or remove one slug; an empty list deletes the key. */
export function toggleSlug(values: FilterValues, key: string, slug: string, on: boolean): FilterValues {
  const current = slugsOf(values, key).filter((other) => other !== slug);
  const next = on ? [...current, slug] : current;
  return withKey(values, key, next.join(','));
}

/** Radio and select: one slug; '0' (and '') clears the key. */
export function setSingle(values: FilterValues, key: string, slug: string): FilterValues {
  return withKey(values, key, slug === '0' ? undefined : slug);
}

/** Multi-select: the chosen slugs, in order. */
export function setSlugs(values: FilterValues, key: string, slugs: readonly string[]): FilterValues {
  return withKey(values, key, slugs.filter((slug) => slug !== '0' && slug !== '').join(','));
}

export function clearKey(values: FilterValues, key: string): FilterValues {
  return withKey(values, key, undefined);
}

/** A price range in the base currency; undefined bounds are not set. */
export function setPrice(values: FilterValues, min: number | undefined, max: number | undefined): FilterValues {
  const next = without(values, ['min_price', 'max_price']);
  if (min !== undefined) next.min_price = String(min);
  if (max !== undefined) next.max_price = String(max);
  return firstPage(next);
}

export function clearPrice(values: FilterValues): FilterValues {
  return setPrice(values, undefined, undefined);
}

/** Rating: choosing the rating already chosen removes min_rating. */
export function toggleRating(values: FilterValues, rating: string): FilterValues {
  if (rating === '0' || rating === '' || values.min_rating === rating) return clearKey(values, 'min_rating');
  return withKey(values, 'min_rating', rating);
}

/** §5.8: spaces are stripped, first occurrence only (WOOF's String.replace with a string pattern). */
export function normaliseSku(text: string): string {
  return text.replace(' ', '');
}

export function setSku(values: FilterValues, text: string): FilterValues {
  return withKey(values, 'woof_sku', normaliseSku(text));
}

/** The chip that was clicked: one slug of a taxonomy, the price pair, or a whole scalar key. */
export function removeChip(values: FilterValues, key: string, slug?: string): FilterValues {
  if (key === 'price' || key === 'min_price' || key === 'max_price') return clearPrice(values);
  if (isTaxonomyKey(key) && slug !== undefined) return toggleSlug(values, key, slug, false);
  return clearKey(values, key);
}

/** Reset / Clear All: every value goes; page_id stays only when permalinks are off (it is the page). */
export function clearAll(values: FilterValues, permalinks: boolean): FilterValues {
  if (permalinks || values.page_id === undefined) return {};
  return { page_id: values.page_id };
}

/** Has the shopper chosen anything that filters the list (what the chips show)? */
export function hasActiveFilters(values: FilterValues): boolean {
  return Object.keys(values).some((key) => isChipKey(key));
}

function isChipKey(key: string): boolean {
  return isTaxonomyKey(key) || key === 'min_price' || key === 'max_price' || key === 'min_rating' || key === 'woof_sku';
}
