import { navigableUrl } from '../../../lib/safe-navigation.ts';

/** Flatsome's product card around the quick-view link (woocommerce/content-product.php). */
const CARD = '.product-small, .product';

/** The card's product name, for the link's accessible name and the dialog's fallback label. */
export function productName(host: HTMLElement): string | undefined {
  return host.closest(CARD)?.querySelector('.product-title, .woocommerce-loop-product__title')?.textContent?.trim();
}

/** Where a failed quick view sends the shopper: the card's own product link, when it is safe to follow. */
export function productPage(host: HTMLElement, base: string = location.href): string | null {
  const card = host.closest(CARD);
  const link = card?.querySelector<HTMLAnchorElement>('a.woocommerce-LoopProduct-link[href], .box-image a[href]');
  return link ? navigableUrl(link.getAttribute('href') ?? '', base) : null;
}
