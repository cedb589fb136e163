import { isRecord } from '../../../../lib/is-record.ts';
import { guarded } from '../../../../legacy/guarded.ts';
import { pageJQuery, type JQueryCollection, type JQueryHandler, type JQueryStatic } from '../../../../legacy/jquery.ts';

/**
 * WooCommerce's cart events on `document.body`, triggered through jQuery with their original
 * arguments (legacy-contracts §1–§2). Without jQuery there is nobody to hear them, so nothing runs.
 */
function trigger(name: string, args: (jq: JQueryStatic) => readonly unknown[] = () => []): void {
  const jq = pageJQuery();
  if (!jq) return;
  guarded(name, () => jq(document.body).trigger(name, args(jq)));
}

const wrapped = (jq: JQueryStatic, button: Element | null): JQueryCollection | undefined =>
  button ? jq(button) : undefined;

export const legacyCartEvents = {
  addingToCart: (button: Element, data: Readonly<Record<string, string>>) =>
    trigger('adding_to_cart', (jq) => [jq(button), { ...data }]),
  addedToCart: (fragments: unknown, hash: string, button: Element | null) =>
    trigger('added_to_cart', (jq) => [fragments, hash, wrapped(jq, button)]),
  removedFromCart: (fragments: unknown, hash: string, button: Element | null) =>
    trigger('removed_from_cart', (jq) => [fragments, hash, wrapped(jq, button)]),
  cartButtonUpdated: (button: Element) => trigger('wc_cart_button_updated', (jq) => [jq(button)]),
  fragmentsRefreshed: () => trigger('wc_fragments_refreshed'),
  fragmentsLoaded: () => trigger('wc_fragments_loaded'),
  fragmentsAjaxError: () => trigger('wc_fragments_ajax_error'),
};

/**
 * `should_send_ajax_request.adding_to_cart`: a handler returning false cancels the add, and the
 * original then announced `ajax_request_not_sent.adding_to_cart` ([false, false, $button]).
 */
export function legacyAllowsAdd(button: Element): boolean {
  const jq = pageJQuery();
  if (!jq) return true;
  const verdict = guarded('should_send_ajax_request.adding_to_cart', () =>
    jq(document.body).triggerHandler('should_send_ajax_request.adding_to_cart', [jq(button)]),
  );
  if (verdict !== false) return true;
  guarded('ajax_request_not_sent.adding_to_cart', () =>
    jq(document.body).trigger('ajax_request_not_sent.adding_to_cart', [false, false, jq(button)]),
  );
  return false;
}

/** What other scripts stored with `$.data(button)`: the original POSTed it along with the data attributes. */
export function legacyButtonData(button: Element): Readonly<Record<string, unknown>> {
  const data: unknown = pageJQuery()?.(button).data();
  return isRecord(data) ? { ...data } : {};
}

/**
 * Hears events other code triggers on body: through jQuery when it is there (a jQuery trigger
 * reaches only jQuery handlers), and as native events always (a CustomEvent from plain code).
 * jQuery may arrive after we mount, so the jQuery side binds on first sight and is re-tried.
 */
export function onLegacyEvents(names: readonly string[], handler: () => void): () => void {
  const native = () => handler();
  const jqHandler: JQueryHandler = () => {
    handler();
  };
  names.forEach((name) => document.body.addEventListener(name, native));
  let boundTo: JQueryStatic | null = null;
  const bind = () => {
    const jq = pageJQuery();
    if (!jq || boundTo) return;
    boundTo = jq;
    jq(document.body).on(names.join(' '), jqHandler);
  };
  bind();
  if (!boundTo) window.addEventListener('load', bind, { once: true });
  return () => {
    names.forEach((name) => document.body.removeEventListener(name, native));
    window.removeEventListener('load', bind);
    boundTo?.(document.body).off(names.join(' '), jqHandler);
  };
}
