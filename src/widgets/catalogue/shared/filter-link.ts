import type { FilterValues } from './filter-state.ts';

/**
 * Filtered listing links (spec §2.1, §7.4; WOOF's woof_get_submit_link, legacy-contracts §12):
 * `{page link}?{search slug}=1&{key}={value}…`, `?min_price=&max_price=` alone when only the
 * price is set, the bare page link with no values, and `page/{n}` never carried over.
 */
export interface LinkOptions {
  /** `woof_current_page_link`: the listing the shopper is on. */
  readonly pageLink: string;
  readonly permalinks: boolean;
  /** `swoof_search_slug` (default 'swoof'). */
  readonly searchSlug: string;
  /** The filter's `data-redirect` page, used instead of the page link when set. */
  readonly redirect?: string;
  /** Without permalinks the base is the site root (`location.origin + '/'`). */
  readonly siteRoot: string;
  /** AJAX mode names the page `paged`. */
  readonly ajax?: boolean;
}

/** Keys WOOF never carries into a link: the slug itself, search words, the product, the archive term. */
const DROPPED = ['s', 'product', 'really_curr_tax'];

/**
 * `…/produse/page/3/` → `…/produse/` (a trailing pagination segment is not part of the listing).
 * On page N WOOF's inline script has already cut `page/N` and left `…/produse//`: the doubled
 * slash at the end is folded too.
 */
export function stripPage(link: string): string {
  const [path = '', query] = splitQuery(link);
  const stripped = path.replace(/page\/\d+\/?$/, '').replace(/([^/:])\/{2,}$/, '$1/');
  return query === undefined ? stripped : `${stripped}?${query}`;
}

function splitQuery(link: string): [string, string | undefined] {
  const at = link.indexOf('?');
  return at < 0 ? [link, undefined] : [link.slice(0, at), link.slice(at + 1)];
}

/**
 * WOOF leaves values unencoded; Vitrina encodes them (a '&' or '#' in an SKU would otherwise break
 * the link) but keeps commas readable, so slug lists look exactly as WOOF prints them.
 */
function pair(key: string, value: string): string {
  return `${encodeURIComponent(key)}=${encodeURIComponent(value).replace(/%2C/gi, ',')}`;
}

function join(base: string, pairs: readonly string[]): string {
  if (pairs.length === 0) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${pairs.join('&')}`;
}

function filterBase(options: LinkOptions): string {
  if (options.redirect) return options.redirect;
  return options.permalinks ? stripPage(options.pageLink) : options.siteRoot;
}

export function buildFilterLink(values: FilterValues, options: LinkOptions): string {
  const entries = Object.entries(values).filter(
    ([key, value]) => key !== options.searchSlug && !DROPPED.includes(key) && value !== undefined && value !== '',
  );
  const base = filterBase(options);
  if (entries.length === 0) return base;
  const keys = entries.map(([key]) => key);
  if (keys.every((key) => key === 'min_price' || key === 'max_price')) {
    return join(
      base,
      entries.map(([key, value]) => pair(key, value)),
    );
  }
  const renamed = entries.map(([key, value]): [string, string] => [
    options.ajax && key === 'page' ? 'paged' : key,
    value,
  ]);
  return join(base, [pair(options.searchSlug, '1'), ...renamed.map(([key, value]) => pair(key, value))]);
}

/** The page number from `product-page=` (wins, as in WOOF's AJAX paging), `paged=`, or `/page/{n}/`. */
export function pageFromUrl(url: URL): number {
  const raw =
    url.searchParams.get('product-page') ??
    url.searchParams.get('paged') ??
    /\/page\/(\d+)\/?$/.exec(url.pathname)?.[1] ??
    '1';
  const page = Number.parseInt(raw, 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
}

/** Filter values as a URL carries them (the inverse of buildFilterLink, for history navigation). */
export function valuesFromUrl(url: URL, searchSlug: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of url.searchParams) {
    if (key !== searchSlug && value !== '') values[key] = value;
  }
  return values;
}
