import { adminAjax } from './admin-ajax.ts';
import { object, optional, record, string, truthy, wrong, type Decoder } from './decode.ts';
import { cartQueue } from './queue.ts';
import { fail, type Result } from './result.ts';
import { wcAjax } from './wc-ajax.ts';

/** Selector → replacement HTML, as WooCommerce's `fragments` map (spec §3.1). */
export type Fragments = Readonly<Record<string, string>>;

export interface CartResponse {
  readonly error: boolean;
  readonly productUrl?: string;
  /** Undefined when the answer carries none, or came from another origin (HTML is inserted only from our own). */
  readonly fragments?: Fragments;
  readonly cartHash: string;
}

/**
 * PHP encodes an empty fragments array as `[]`, and a plugin may add a non-string fragment; both
 * are tolerated (the strings are kept) instead of failing the whole cart answer.
 */
const fragmentsDecoder: Decoder<Fragments | undefined> = (input, path) => {
  if (input === undefined || input === null) return undefined;
  if (Array.isArray(input) && input.length === 0) return {};
  // Anything else is not a map: let the shared decoder describe it as an `invalid_json` error.
  if (typeof input !== 'object' || Array.isArray(input)) return record(string)(input, path);
  const out: Record<string, string> = {};
  for (const [selector, html] of Object.entries(input)) if (typeof html === 'string') out[selector] = html;
  return out;
};

const cartDecoder = object({
  error: truthy,
  product_url: optional(string),
  fragments: fragmentsDecoder,
  cart_hash: optional(string),
});

/**
 * Adds and removes had no time-out in the original (a hung request left the spinner forever).
 * Ten seconds is long for a cart change; after it the widgets re-read the cart, so the shopper
 * sees what the server really kept.
 */
const CART_CHANGE_TIMEOUT_MS = 10_000;

async function cartCall(
  endpoint: string,
  fields: Readonly<Record<string, string>>,
  timeout = CART_CHANGE_TIMEOUT_MS,
): Promise<Result<CartResponse>> {
  // The origin gate (wcAjax) refused a call to, or an answer from, another origin: fragments are ours.
  const result = await wcAjax(endpoint, fields, cartDecoder, { timeout });
  if (!result.ok) return result;
  const { error, product_url, fragments, cart_hash } = result.value;
  // WooCommerce answers either an error or the cart's fragments: `{}` is neither, not an add.
  if (!error && fragments === undefined)
    return fail({ kind: 'invalid_json', detail: 'fragments: expected object, got undefined' });
  return { ok: true, value: { error, productUrl: product_url, fragments, cartHash: cart_hash ?? '' } };
}

/** POST ?wc-ajax=add_to_cart with the button's data attributes, through the one cart queue. */
export function addToCart(fields: Readonly<Record<string, string>>): Promise<Result<CartResponse>> {
  return cartQueue.run(() => cartCall('add_to_cart', fields));
}

/** POST ?wc-ajax=remove_from_cart, through the same queue as adds (woocommerce/woocommerce#23283). */
export function removeFromCart(cartItemKey: string): Promise<Result<CartResponse>> {
  return cartQueue.run(() => cartCall('remove_from_cart', { cart_item_key: cartItemKey }));
}

/**
 * POST ?wc-ajax=get_refreshed_fragments. It joins the queue too: an answer read before an add
 * finished would otherwise overwrite the newer cart with the older one.
 */
export function getRefreshedFragments(time: number, timeoutMs: number): Promise<Result<CartResponse>> {
  return cartQueue.run(() => cartCall('get_refreshed_fragments', { time: String(time) }, timeoutMs));
}

export interface DiscountSwapFields {
  readonly product_id: string;
  readonly rule_unique_id: string;
  readonly parent_id: string;
  readonly awdr_nonce: string;
}

export interface DiscountSwapAnswer {
  readonly success: boolean;
  readonly data: unknown;
}

/** `data` is compared loosely (PHP sends 1 or "1"), so it is kept as it came. */
/** wp_send_json_success/_error always carry `success`: an answer without it (`{}`) is the wrong shape. */
const successFlag: Decoder<boolean> = (input, path) =>
  input === undefined || input === null ? wrong(path, 'success flag', input) : truthy(input, path);
const swapDecoder: Decoder<DiscountSwapAnswer> = object({ success: successFlag, data: (input: unknown) => input });

/** admin-ajax `awdr_change_discount_product_in_cart` (spec §7.2); it changes the cart, so it is queued. */
export function changeDiscountProduct(fields: DiscountSwapFields): Promise<Result<DiscountSwapAnswer>> {
  return cartQueue.run(() =>
    adminAjax('awdr_change_discount_product_in_cart', { ...fields }, swapDecoder, { timeout: CART_CHANGE_TIMEOUT_MS }),
  );
}
