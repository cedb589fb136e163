import { readPriceFormat } from '../../../config/price-format.ts';
import { toDecimalPrice, type ProductViewInput } from './model.ts';
import { isRecord } from '../../../lib/is-record.ts';

/** Reads the viewed product from the page: the product block, its JSON-LD and the breadcrumb. */
function jsonLdPrice(): string {
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      const parsed: unknown = JSON.parse(script.textContent ?? '');
      const graph: unknown[] = Array.isArray(parsed)
        ? parsed
        : isRecord(parsed) && Array.isArray(parsed['@graph'])
          ? parsed['@graph']
          : [parsed];
      for (const node of graph) {
        if (typeof node !== 'object' || node === null || !('offers' in node)) continue;
        const offers: unknown = node.offers;
        const offer: unknown = Array.isArray(offers) ? offers[0] : offers;
        if (typeof offer !== 'object' || offer === null) continue;
        const price: unknown = 'price' in offer ? offer.price : 'lowPrice' in offer ? offer.lowPrice : undefined;
        if (typeof price === 'string' || typeof price === 'number') return Number(price).toFixed(2);
      }
    } catch {
      /* not ours to judge: a broken JSON-LD block is skipped */
    }
  }
  return '';
}

export function readProductView(host: HTMLElement): ProductViewInput | null {
  const id = Number(host.id.replace('product-', ''));
  if (!Number.isInteger(id) || id <= 0) return null;
  const name = host.querySelector('.product_title')?.textContent?.trim() ?? document.title;
  const crumbs = [...document.querySelectorAll('.woocommerce-breadcrumb a, .breadcrumbs a')].map(
    (link) => link.textContent?.trim() ?? '',
  );
  const type =
    [...host.classList].find((name) => name.startsWith('product-type-'))?.slice('product-type-'.length) ?? 'simple';
  const format = readPriceFormat();
  const amount =
    host.querySelector('.summary .price .woocommerce-Price-amount, p.price .woocommerce-Price-amount')?.textContent ??
    '';
  return {
    id,
    name,
    // The first crumb is the shop root (Products); the product's own name is not a link.
    categories: crumbs.slice(1),
    price: jsonLdPrice() || toDecimalPrice(amount, format.decimalSeparator, format.thousandSeparator),
    type,
    // The store's currency comes with the store context (config/store-context.ts).
    currency: '',
  };
}
