import { readSection } from '../../../../config/section.ts';

/** `wc_cart_params` (WooCommerce's cart.js): the nonces of the cart page's wc-ajax calls. */
export interface CartPageParams {
  readonly updateShippingMethodNonce: string;
  readonly applyCouponNonce: string;
  readonly removeCouponNonce: string;
}

export function readCartPageParams(): CartPageParams {
  const params = readSection('wc_cart_params', { required: false });
  return {
    updateShippingMethodNonce: params.string('update_shipping_method_nonce', ''),
    applyCouponNonce: params.string('apply_coupon_nonce', ''),
    removeCouponNonce: params.string('remove_coupon_nonce', ''),
  };
}
