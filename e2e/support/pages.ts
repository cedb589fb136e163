/**
 * Every fixture page worth loading, with the selector of its main content. The smoke specs
 * (pages.spec.ts, no-js.spec.ts) run over this list; other specs may reuse it.
 */
export interface FixturePage {
  readonly name: string;
  readonly path: string;
  /** Visible on the page with or without JavaScript. */
  readonly main: string;
  /** Products to put in the cart first (through the wc-ajax endpoint), for pages that need one. */
  readonly cart?: readonly number[];
}

export const fixturePages: readonly FixturePage[] = [
  { name: 'home', path: '/', main: 'ul.products li.product' },
  {
    name: 'home, off-canvas cart',
    path: '/?cart-style=off-canvas',
    main: 'a.header-cart-link.off-canvas-toggle',
    cart: [1021],
  },
  { name: 'shop', path: '/produse/', main: '.products .product-small' },
  { name: 'shop page 2', path: '/produse/page/2/', main: '.products .product-small' },
  {
    name: 'shop filtered',
    path: '/produse/?swoof=1&pa_culoare=negru,albastru&orderby=price-desc',
    main: '.woof_products_top_panel li',
  },
  {
    name: 'shop filtered, nothing found',
    path: '/produse/?swoof=1&pa_culoare=rosu&pa_masura-blugi=26&min_price=1&max_price=2',
    main: '.woocommerce-no-products-found',
  },
  { name: 'category archive', path: '/categorie-produs/imbracaminte/blugi/', main: '.products .product-small' },
  { name: 'tag archive', path: '/eticheta-produs/nou/', main: '.products .product-small' },
  { name: 'brand archive', path: '/brand/livada/', main: '.products .product-small' },
  { name: 'search results', path: '/?s=blugi&post_type=product', main: '.products .product-small' },
  {
    name: 'simple product',
    path: '/produs/apa-de-toaleta-briza-de-mare/',
    main: 'form.cart button[name="add-to-cart"]',
  },
  {
    name: 'variable product',
    path: '/produs/apa-de-parfum-floare-de-tei/',
    main: 'form.variations_form table.variations',
  },
  {
    name: 'variable product with colours',
    path: '/produs/tricou-basic/',
    main: 'form.variations_form select[name="attribute_pa_culoare"]',
  },
  {
    name: 'product with hostile name',
    path: '/produs/tricou-script-alert-xss-script-ghilimele/',
    main: 'h1.product_title',
  },
  { name: 'out-of-stock product', path: '/produs/tricou-cu-dungi/', main: 'p.stock.out-of-stock' },
  { name: 'empty cart', path: '/cos/', main: '.cart-empty' },
  { name: 'cart', path: '/cos/', main: 'form.woocommerce-cart-form table.cart', cart: [1021, 1061] },
  { name: 'cart with a free gift', path: '/cos/', main: '.awdr-select-free-variant-product select', cart: [1021] },
  { name: 'checkout', path: '/finalizare-comanda/', main: 'form.checkout #place_order', cart: [1061] },
  { name: 'my account', path: '/contul-meu/', main: 'form.woocommerce-form-login' },
  { name: 'edit account', path: '/contul-meu/editare-cont/', main: 'form.edit-account #password_1' },
  { name: 'orders', path: '/contul-meu/comenzi/', main: 'table.woocommerce-orders-table' },
  { name: 'lost password', path: '/contul-meu/parola-pierduta/', main: 'form.lost_reset_password #user_login' },
  {
    name: 'reset password',
    path: '/contul-meu/parola-pierduta/?key=f1x7ure',
    main: 'form.lost_reset_password #password_1',
  },
  { name: 'contact', path: '/contact/', main: 'form.wpcf7-form' },
  { name: 'blog', path: '/blog/', main: 'article.post' },
  { name: 'blog post', path: '/blog/cum-alegi-parfumul-potrivit/', main: '.js-rmp-widgets-container' },
  { name: 'blog post without votes', path: '/blog/ghid-marimi-blugi/', main: '.js-rmp-widgets-container' },
  { name: 'all reviews', path: '/recenzii/', main: '.cr-all-reviews-shortcode ol.commentlist' },
  { name: 'reviews grid and slider', path: '/pareri-clienti/', main: '.cr-reviews-grid .cr-review-card' },
  { name: 'terms', path: '/termeni-si-conditii/', main: '.entry-content' },
  { name: 'not found', path: '/pagina-care-nu-exista/', main: '.error-404' },
];
