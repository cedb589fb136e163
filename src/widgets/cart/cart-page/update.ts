import { getCartPage, postCartPage } from './api/cart-page.ts';
import type { ApiError, Result } from '../../../api/result.ts';
import { ERROR_TEXTS, errorText } from '../../../i18n/errors.ts';
import { CART_FORM } from './cart-page-swap.ts';
import type { WidgetContext } from '../../../runtime/types.ts';
import { findUpdateButton } from './model.ts';
import { showFailure } from './notices.ts';
import type { Runner } from './runner.ts';
import { formBody } from './runner.ts';
import { swapCartPage } from './swap.ts';
import { keepTypedQuantities } from './typed.ts';
import { TEXTS } from './texts.ts';
import { NOT_APPLIED, updateNotApplied } from './unapplied.ts';

/**
 * The cart form's update and the lines' remove links without a page load (WooCommerce's cart.js):
 * the same request the browser would send, then the answered page's regions are swapped in.
 * On a failure nothing is swapped, so what the shopper typed stays, and a notice says why.
 */
export function failureText(what: string, error: ApiError | 'unreadable', kept: string): string {
  return [what, error === 'unreadable' ? ERROR_TEXTS.invalid_json : errorText(error), kept]
    .filter((part) => part !== '')
    .join(' ');
}

/** Swaps the answer in, or says why it could not; true when the cart page changed. */
export function applyAnswer(
  result: Result<string>,
  what: string,
  kept: string,
  options: { keepNotices?: boolean; sent?: URLSearchParams } = {},
): boolean {
  if (!result.ok && result.error.kind === 'aborted') return false;
  // Read now, before the swap: what was typed in other rows while this change was on its way.
  const restoreTyped = keepTypedQuantities(options.sent);
  if (result.ok && swapCartPage(result.value, options)) {
    restoreTyped();
    return true;
  }
  showFailure(failureText(what, result.ok ? 'unreadable' : result.error, kept));
  return false;
}

/** A cart line is in the cart form by its key (its quantity input or its remove link). */
function stillListed(key: string): boolean {
  const form = document.querySelector(CART_FORM);
  const escaped = CSS.escape(key);
  return form?.querySelector(`[name="cart[${escaped}][qty]"], a.remove[data-cart_item_key="${escaped}"]`) != null;
}

/** Posts the form with `update_cart` (also the refresh after a coupon, as WooCommerce did). */
export async function postUpdate(
  form: HTMLFormElement,
  submitter: HTMLElement | null,
  options: { keepNotices?: boolean } = {},
): Promise<boolean> {
  const body = formBody(form, submitter);
  const update = findUpdateButton(form);
  if (!body.has('update_cart')) body.set('update_cart', update?.value || 'Update cart');
  body.delete('apply_coupon');
  const answer = await postCartPage(form.action, body);
  // The cart as it was (a redirect refused): the typed quantities stay where they are.
  if (answer.ok && updateNotApplied(answer.value, body)) {
    showFailure(failureText(TEXTS.notUpdated, NOT_APPLIED, TEXTS.quantitiesKept));
    return false;
  }
  return applyAnswer(answer, TEXTS.notUpdated, TEXTS.quantitiesKept, { ...options, sent: body });
}

export function watchUpdates(run: Runner, context: WidgetContext): void {
  context.listen(document.body, 'submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.matches(CART_FORM) || !(event instanceof SubmitEvent)) return;
    // Only the update goes through here; the coupon button is coupons.ts's.
    if (event.submitter?.getAttribute('name') !== 'update_cart') return;
    event.preventDefault();
    const submitter = event.submitter;
    run(async () => {
      await postUpdate(form, submitter);
    });
  });
  context.listen(document.body, 'click', (event) => {
    const link =
      event.target instanceof Element
        ? event.target.closest<HTMLAnchorElement>(`${CART_FORM} td.product-remove a.remove[href]`)
        : null;
    if (
      !link ||
      !(event instanceof MouseEvent) ||
      event.button !== 0 ||
      event.ctrlKey ||
      event.metaKey ||
      event.shiftKey
    )
      return;
    event.preventDefault();
    const key = new URL(link.href, location.href).searchParams.get('remove_item') ?? '';
    run(async () => {
      if (!applyAnswer(await getCartPage(link.href), TEXTS.notRemoved, '')) return;
      // The cart page came back with the line still in it, and WooCommerce's page says nothing of
      // it: the remove never reached the cart (a redirect that led off the site, which the gate
      // refused before asking for the cart page itself, or a nonce that expired).
      if (key !== '' && stillListed(key))
        showFailure(failureText(TEXTS.notRemoved, { kind: 'server', code: 'not_removed', message: '' }, ''));
    });
  });
}
