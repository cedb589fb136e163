import { readSection } from '../../../../config/section.ts';

/** `wc_checkout_params` (legacy-contracts §4) plus the settings other plugins add to the checkout. */
export interface CheckoutParams {
  readonly updateOrderReviewNonce: string;
  readonly applyCouponNonce: string;
  readonly removeCouponNonce: string;
  /** `checkout_url` is `?wc-ajax=checkout` on this shop. */
  readonly checkoutUrl: string;
  readonly checkoutError: string;
  /** Woo Discount Rules' `refresh_order_review` ('1'): blur on billing_email / billing_state also refreshes (spec §4.3). */
  readonly refreshOnBlur: boolean;
  /** SmartBill's `smartbill_billing.billing` ('1'): its invoicing-type select shows and hides the company rows. */
  readonly smartbillBilling: boolean;
  /** Spec §5.6: SmartBill's `smartbill_billing.loc_checks` ('1'), the only switch of the București sector check. */
  readonly locationCheck: boolean;
}

const DEFAULT_CHECKOUT_ERROR = 'A apărut o eroare la procesarea comenzii. Te rog verifică datele și încearcă din nou.';

export function readCheckoutParams(): CheckoutParams {
  const params = readSection('wc_checkout_params');
  const discounts = readSection('awdr_params', { required: false });
  // legacy-contracts §17: wp_localize_script prints `smartbill_billing = {billing: "1"|"", loc_checks: "1"|""}`.
  const smartbill = readSection('smartbill_billing', { required: false });
  return {
    updateOrderReviewNonce: params.string('update_order_review_nonce', ''),
    applyCouponNonce: params.string('apply_coupon_nonce', ''),
    removeCouponNonce: params.string('remove_coupon_nonce', ''),
    checkoutUrl: params.string('checkout_url', '/?wc-ajax=checkout'),
    checkoutError: params.string('i18n_checkout_error', DEFAULT_CHECKOUT_ERROR),
    refreshOnBlur: discounts.string('refresh_order_review', '0') === '1',
    smartbillBilling: smartbill.string('billing', '') === '1',
    locationCheck: smartbill.string('loc_checks', '') === '1',
  };
}
