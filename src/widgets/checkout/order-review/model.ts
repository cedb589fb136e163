/**
 * The `update_order_review` request as checkout.js builds it (legacy-contracts §4): the nonce, the
 * payment method, the destination (shipping's when "ship to a different address" is ticked), the
 * whole form serialized as `post_data`, and the chosen shipping methods by package index.
 */
export function reviewRequest(form: HTMLFormElement, nonce: string): URLSearchParams {
  const fields = serializeForm(form);
  const value = (name: string) => fields.get(name) ?? '';
  const shipToOther = value('ship_to_different_address') === '1';
  const address = (field: string) => value(`${shipToOther ? 'shipping' : 'billing'}_${field}`);
  const body = new URLSearchParams({
    security: nonce,
    payment_method: value('payment_method'),
    country: value('billing_country'),
    state: value('billing_state'),
    postcode: value('billing_postcode'),
    city: value('billing_city'),
    address: value('billing_address_1'),
    address_2: value('billing_address_2'),
    s_country: address('country'),
    s_state: address('state'),
    s_postcode: address('postcode'),
    s_city: address('city'),
    s_address: address('address_1'),
    s_address_2: address('address_2'),
    has_full_address: String(['country', 'city', 'postcode'].every((field) => address(field) !== '')),
    post_data: fields.toString(),
  });
  for (const input of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
    'select.shipping_method, input[name^="shipping_method"]',
  )) {
    if (input instanceof HTMLInputElement && (input.type === 'radio' || input.type === 'checkbox') && !input.checked)
      continue;
    body.append(`shipping_method[${input.dataset['index'] ?? '0'}]`, input.value);
  }
  return body;
}

/** jQuery's serialize(): the successful controls as name=value pairs (files are never sent here). */
export function serializeForm(form: HTMLFormElement, submitter?: HTMLElement | null): URLSearchParams {
  const data =
    submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement
      ? new FormData(form, submitter)
      : new FormData(form);
  const params = new URLSearchParams();
  for (const [name, value] of data) if (typeof value === 'string') params.append(name, value);
  return params;
}

/** Spec §4.3: what asks for a refresh on change, and what only on blur (when refresh_order_review is '1'). */
export const REFRESH_ON_CHANGE =
  'input[name="payment_method"], #billing_city, #billing_postcode, #shipping_city, #shipping_postcode, select.country_to_state, #ship-to-different-address input, select.shipping_method, input[name^="shipping_method"]';
export const REFRESH_ON_BLUR = '#billing_email, #billing_state';
