import { isRecord } from '../lib/is-record.ts';

/**
 * What the WordPress plugin prints in #vitrina-config when the site owner collects real shoppers'
 * Web Vitals: the plugin's REST route, the share of page views sampled, and the plugins retired.
 */
export interface VitalsConfig {
  readonly url: string;
  /** 0–1. */
  readonly sample: number;
  readonly retired: readonly string[];
}

/** The page types the route accepts, told apart by WordPress's and WooCommerce's body classes. */
export type PageType = 'home' | 'product' | 'category' | 'cart' | 'checkout' | 'page' | 'other';

export function readVitalsConfig(): VitalsConfig | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(document.getElementById('vitrina-config')?.textContent || '{}');
  } catch {
    return null;
  }
  const vitals = isRecord(parsed) ? parsed.vitals : undefined;
  if (!isRecord(vitals)) return null;
  const { url, sample, retired } = vitals;
  if (typeof url !== 'string' || typeof sample !== 'number' || !(sample >= 0 && sample <= 1) || !Array.isArray(retired))
    return null;
  if (!retired.every((key): key is string => typeof key === 'string')) return null;
  return { url, sample, retired };
}

const BODY_CLASSES: readonly (readonly [string, PageType])[] = [
  ['woocommerce-checkout', 'checkout'],
  ['woocommerce-cart', 'cart'],
  ['single-product', 'product'],
  ['tax-product_cat', 'category'],
  ['post-type-archive-product', 'category'],
  ['home', 'home'],
  ['page', 'page'],
];

/** The page type of this page view, from the body's classes. */
export function readPageType(classes: DOMTokenList = document.body.classList): PageType {
  return BODY_CLASSES.find(([name]) => classes.contains(name))?.[1] ?? 'other';
}
