import type { Variation } from './model.ts';

/**
 * The product's SKU, weight and dimensions follow the chosen variation, and come back on a clear,
 * as add-to-cart-variation.js does (WooCommerce 10.x, `onFoundVariation` / `onResetDisplayedVariation`
 * with `$.fn.wc_set_content` / `wc_reset_content`): the printed text is kept once in
 * `data-o_content`, the variation's value written as text, the kept text put back when the
 * variation has none or is cleared.
 */
const SKU = '.product_meta .sku';
const WEIGHT =
  '.product_weight, .woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value';
const DIMENSIONS =
  '.product_dimensions, .woocommerce-product-attributes-item--dimensions .woocommerce-product-attributes-item__value';

function setContent(element: HTMLElement, content: string): void {
  if (!element.hasAttribute('data-o_content')) element.setAttribute('data-o_content', element.textContent);
  element.textContent = content;
}

function resetContent(element: HTMLElement): void {
  const original = element.getAttribute('data-o_content');
  if (original !== null) element.textContent = original;
}

/** `dimensions_html` is HTML-escaped text (`10 &times; 5 cm`); the script shows it decoded, as text. */
function decodeEntities(htmlText: string): string {
  return new DOMParser().parseFromString(htmlText, 'text/html').documentElement.textContent;
}

function apply(scope: ParentNode, selector: string, content: string | null): void {
  for (const element of scope.querySelectorAll<HTMLElement>(selector)) {
    if (content === null) resetContent(element);
    else setContent(element, content);
  }
}

export function renderProductMeta(scope: ParentNode, variation: Variation | null): void {
  apply(scope, SKU, variation?.sku ? variation.sku : null);
  apply(scope, WEIGHT, variation?.weight ? (variation.weight_html ?? '') : null);
  // WooCommerce sends `dimensions` as an object (always truthy in the script), `N/A` in its HTML when empty.
  apply(scope, DIMENSIONS, variation?.dimensions ? decodeEntities(variation.dimensions_html ?? '') : null);
}
