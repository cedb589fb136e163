import { readGlobal } from '../../../../config/globals.ts';
import { isRecord } from '../../../../lib/is-record.ts';
import { readPriceFormat, type PriceFormat } from '../../../../config/price-format.ts';
import { parseFlag } from '../../../../config/section.ts';
import { warnConfig } from '../../../../config/warn.ts';

/**
 * WOOF / HUSKY's inline globals (legacy-contracts §12): separate top-level `var`s, not one object;
 * `woof_current_values` is a JSON *string*; `woof_front_nonce` is a lexical `const` (not on window).
 */
declare const woof_front_nonce: string | undefined;

/** Spec §9 filter constants, used where the page prints nothing. */
export const WOOF_DEFAULTS = {
  skuAutocompleteItems: 10,
  skuAutocompleteMinChars: 3,
  skuAutocompleteDelayMs: 400,
  formToggleMs: 377,
  nestedListToggleMs: 333,
  blockToggleMs: 500,
  loadingText: 'Se încarcă ...',
  /** by_sku: reset behaviour 1 submits the cleared SKU at once. */
  skuResetBehavior: 1,
  clearAllText: 'Șterge tot',
} as const;

export interface WoofConfig {
  readonly permalinks: boolean;
  readonly currentPageLink: string;
  readonly searchSlug: string;
  readonly currentValues: Record<string, string>;
  readonly autosubmit: boolean;
  readonly ajax: boolean;
  readonly nonce: string;
  readonly clearAllText?: string;
  readonly loadingText?: string;
  readonly showFormText?: string;
  readonly hideFormText?: string;
  readonly titles: Readonly<Record<string, string>>;
  readonly toggle: {
    readonly type: 'text' | 'image';
    readonly opened: string;
    readonly closed: string;
    readonly openedImage: string;
    readonly closedImage: string;
  };
  readonly saveNestedState: boolean;
  readonly priceButtonShown: boolean;
  /** The shop's price format, with the currency switcher's symbol and rate when present. */
  readonly price: PriceFormat;
  /** WOOCS `woocs_current_currency.rate` (1 without a currency switcher). */
  readonly currencyRate: number;
  /** `woof_overlay_skin`: 'default' is the text popup, the others a page overlay with a spinner. */
  readonly overlaySkin: OverlaySkin;
  /** by_sku's `woof_sku_autocomplete_items` and `woof_sku_reset_behavior` (spec §9: 10 and 1). */
  readonly skuAutocompleteItems: number;
  readonly skuResetSubmits: boolean;
}

const OVERLAY_SKINS = [
  'default',
  'loading-balls',
  'loading-bars',
  'loading-bubbles',
  'loading-cubes',
  'loading-cylon',
  'loading-spin',
  'loading-spinning-bubbles',
  'loading-spokes',
] as const;
export type OverlaySkin = (typeof OVERLAY_SKINS)[number];

function overlaySkin(): OverlaySkin {
  const printed = text('woof_overlay_skin') ?? 'default';
  const known = OVERLAY_SKINS.find((skin) => skin === printed);
  if (!known) warnConfig('woof_overlay_skin', `names no known skin (${printed})`);
  return known ?? 'default';
}

function count(name: string, fallback: number): number {
  const value = Number(text(name));
  return text(name) !== undefined && Number.isInteger(value) && value > 0 ? value : fallback;
}

function text(name: string): string | undefined {
  const value = readGlobal(name);
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (value !== undefined && value !== null) warnConfig(name, 'is not text');
  return undefined;
}

function flag(name: string, fallback: boolean): boolean {
  const value = readGlobal(name);
  if (value === undefined || value === null) return fallback;
  const parsed = parseFlag(value);
  if (parsed === undefined) warnConfig(name, 'is not a flag');
  return parsed ?? fallback;
}

function stringMap(name: string): Record<string, string> {
  let value = readGlobal(name);
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      warnConfig(name, 'is not valid JSON');
      return {};
    }
  }
  if (Array.isArray(value) && value.length === 0) return {}; // PHP's empty array prints as []
  if (value === undefined || value === null) return {};
  if (!isRecord(value)) {
    warnConfig(name, 'is not an object');
    return {};
  }
  const out: Record<string, string> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry === 'string' || typeof entry === 'number') out[key] = String(entry);
  }
  return out;
}

function readNonce(): string {
  // A lexical global is not window.woof_front_nonce; typeof keeps a missing one from throwing.
  const printed = typeof woof_front_nonce === 'string' ? woof_front_nonce : undefined;
  return text('woof_front_nonce') ?? printed ?? '';
}

/** What the filter's light half needs (product-filter-light): whether a tick submits, and the loading text. */
export function readWoofSubmitting(): { readonly autosubmit: boolean; readonly loadingText: string | undefined } {
  return { autosubmit: flag('woof_autosubmit', false), loadingText: text('woof_lang_loading') };
}

/** Where WOOF's mobile filter button goes when the page has no [woof_mobile] place (`woof_m_b_container`, a selector). */
export function readWoofMobilePlace(): string {
  return text('woof_m_b_container') || '.woocommerce-products-header';
}

export function readWoofConfig(): WoofConfig {
  const lang = stringMap('woof_lang');
  const price = readPriceFormat();
  const pageLink = text('woof_current_page_link') ?? `${location.origin}${location.pathname}`;
  return {
    permalinks: flag('woof_is_permalink', true),
    currentPageLink: pageLink,
    searchSlug: text('swoof_search_slug') || 'swoof',
    currentValues: stringMap('woof_current_values'),
    autosubmit: flag('woof_autosubmit', false),
    ajax: flag('woof_is_ajax', false),
    nonce: readNonce(),
    clearAllText: lang.clear_all,
    loadingText: text('woof_lang_loading'),
    showFormText: text('woof_lang_show_products_filter'),
    hideFormText: text('woof_lang_hide_products_filter'),
    titles: { ...stringMap('woof_filter_titles'), ...stringMap('woof_ext_filter_titles') },
    toggle: {
      type: text('woof_toggle_type') === 'image' ? 'image' : 'text',
      opened: text('woof_toggle_opened_text') ?? '-',
      closed: text('woof_toggle_closed_text') ?? '+',
      openedImage: text('woof_toggle_opened_image') ?? '',
      closedImage: text('woof_toggle_closed_image') ?? '',
    },
    saveNestedState: flag('woof_save_state_checkbox', true),
    priceButtonShown: flag('woof_show_price_search_button', true),
    price,
    currencyRate: price.rate,
    overlaySkin: overlaySkin(),
    skuAutocompleteItems: count('woof_sku_autocomplete_items', WOOF_DEFAULTS.skuAutocompleteItems),
    skuResetSubmits: Number(text('woof_sku_reset_behavior') ?? WOOF_DEFAULTS.skuResetBehavior) !== 0,
  };
}
