import { DEFAULTS } from './defaults.ts';
import { readSection } from './section.ts';

/** `%%endpoint%%` is WooCommerce's placeholder in `wc_ajax_url`. */
const DEFAULT_WC_AJAX_URL = '/?wc-ajax=%%endpoint%%';
const DEFAULT_ADMIN_AJAX_URL = '/wp-admin/admin-ajax.php';

export interface Endpoints {
  readonly adminAjaxUrl: string;
  readonly wcAjaxUrl: string;
}

/** `woocommerce_params`, printed on every shop page. */
export function readEndpoints(): Endpoints {
  const section = readSection('woocommerce_params', { required: false });
  return {
    adminAjaxUrl: section.string('ajax_url', DEFAULT_ADMIN_AJAX_URL),
    wcAjaxUrl: section.string('wc_ajax_url', DEFAULT_WC_AJAX_URL),
  };
}

export interface AddToCartParams {
  readonly i18nViewCart: string | null;
  readonly cartUrl: string;
  readonly isCart: boolean;
  readonly redirectAfterAdd: boolean;
}

/** `wc_add_to_cart_params` (legacy-contracts §1). */
export function readAddToCartParams(): AddToCartParams {
  const section = readSection('wc_add_to_cart_params');
  const viewCart = section.string('i18n_view_cart', '');
  return {
    i18nViewCart: viewCart === '' ? null : viewCart,
    cartUrl: section.string('cart_url', '/cos/'),
    isCart: section.flag('is_cart', false),
    redirectAfterAdd: section.string('cart_redirect_after_add', 'no') === 'yes' || DEFAULTS.cartRedirectAfterAdd,
  };
}

export interface CartFragmentsParams {
  readonly cartHashKey: string;
  readonly fragmentName: string;
  readonly requestTimeoutMs: number;
}

/** `wc_cart_fragments_params` (legacy-contracts §2); the keys default to WooCommerce's unhashed prefixes. */
export function readCartFragmentsParams(): CartFragmentsParams {
  const section = readSection('wc_cart_fragments_params');
  return {
    cartHashKey: section.string('cart_hash_key', 'wc_cart_hash'),
    fragmentName: section.string('fragment_name', 'wc_fragments'),
    requestTimeoutMs: section.number('request_timeout', DEFAULTS.fragmentsTimeoutMs),
  };
}
