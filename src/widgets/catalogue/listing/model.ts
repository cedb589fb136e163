import { sameOrigin } from '../../../lib/same-origin.ts';

/**
 * Listing rules (spec §2.1, §5.7; WooCommerce woocommerce.js). Pure.
 */

/** Add-to-cart links become the current page path plus their own query string. */
export function addToCartHref(href: string, currentPath: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(href, `${origin}${currentPath}`);
  } catch {
    return null;
  }
  if (!sameOrigin(url.href, origin) || !url.searchParams.has('add-to-cart')) return null;
  return `${currentPath}${url.search}`;
}

/** Shop quantity inputs below their min are raised to it (an empty or invalid min changes nothing). */
export function raisedQuantity(value: string, min: string): string | null {
  const minimum = Number.parseFloat(min);
  const current = Number.parseFloat(value);
  if (!Number.isFinite(minimum) || !Number.isFinite(current)) return null;
  return current < minimum ? min : null;
}
