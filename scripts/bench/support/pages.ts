/** The fixture pages the bench loads, one of each kind the shop prints. */
export const benchPages: readonly string[] = [
  '/',
  '/produse/',
  '/produs/apa-de-toaleta-briza-de-mare/',
  '/produs/apa-de-parfum-floare-de-tei/',
  '/cos/',
  '/finalizare-comanda/',
  '/contul-meu/',
  '/contact/',
  '/recenzii/',
  '/pareri-clienti/',
];

/**
 * Pages a shopper only sees with something in the cart: WooCommerce sends an empty-cart checkout
 * to the cart page, so the checkout is measured with one simple product in the cart.
 */
const WITH_CART: Readonly<Record<string, number>> = { '/finalizare-comanda/': 1061 };

/** The product to put in the cart before loading `path`, if the page needs one. */
export function cartFor(path: string): number | undefined {
  return WITH_CART[path];
}
