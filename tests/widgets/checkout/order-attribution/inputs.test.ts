import { afterEach, describe, expect, it } from 'vitest';
import {
  disableInputs,
  fillInputs,
  isDuplicateInForm,
} from '../../../../src/widgets/checkout/order-attribution/inputs.ts';

afterEach(() => document.body.replaceChildren());

const PREFIX = 'wc_order_attribution_';
// woocommerce 10.3 src/Internal/Orders/OrderAttributionController.php stamp_html_element: an empty
// <wc-order-attribution-inputs> in the checkout form (and in the register form on the account page).
const GROUP = '<wc-order-attribution-inputs></wc-order-attribution-inputs>';

const groups = () => [...document.querySelectorAll<HTMLElement>('wc-order-attribution-inputs')];
const inputs = (group: HTMLElement) =>
  [...group.querySelectorAll('input')].map((input) => [input.type, input.name, input.value]);

describe('§3.3 attribution is sent as hidden inputs named wc_order_attribution_<field>, all strings', () => {
  it('creates one hidden input per field in an empty group', () => {
    document.body.innerHTML = `<form name="checkout">${GROUP}</form>`;
    const [group] = groups();
    fillInputs(group!, PREFIX, { source_type: 'utm', utm_source: 'newsletter', session_pages: '3' });
    expect(inputs(group!)).toEqual([
      ['hidden', 'wc_order_attribution_source_type', 'utm'],
      ['hidden', 'wc_order_attribution_utm_source', 'newsletter'],
      ['hidden', 'wc_order_attribution_session_pages', '3'],
    ]);
  });

  it("fills the inputs the server printed instead of adding new ones, and an empty value becomes ''", () => {
    document.body.innerHTML = `<form>${GROUP.replace('><', '><input type="hidden" name="wc_order_attribution_referrer" value="old"><')}</form>`;
    const [group] = groups();
    fillInputs(group!, PREFIX, { referrer: '' });
    expect(inputs(group!)).toEqual([['hidden', 'wc_order_attribution_referrer', '']]);
  });

  it('a second fill with new values updates the same inputs', () => {
    document.body.innerHTML = GROUP;
    const [group] = groups();
    fillInputs(group!, PREFIX, { session_pages: '1' });
    fillInputs(group!, PREFIX, { session_pages: '2' });
    expect(inputs(group!)).toEqual([['hidden', 'wc_order_attribution_session_pages', '2']]);
  });
});

describe('one group per form (WooCommerce PR #67711): a second group in the same form is disabled', () => {
  it.each([
    ['the only group of a form is kept', `<form>${GROUP}</form>`, [false]],
    ['the second group of the same form is a duplicate', `<form>${GROUP}${GROUP}</form>`, [false, true]],
    ['a group outside any form stands alone', `${GROUP}<form>${GROUP}</form>`, [false, false]],
    ['groups in two forms each stand alone', `<form>${GROUP}</form><form>${GROUP}</form>`, [false, false]],
  ])('%s', (_rule, markup, expected) => {
    document.body.innerHTML = markup;
    expect(groups().map(isDuplicateInForm)).toEqual(expected);
  });

  it("a duplicate group's inputs are disabled, so they are not posted", () => {
    document.body.innerHTML = `<form>${GROUP}</form>`;
    const [group] = groups();
    fillInputs(group!, PREFIX, { source_type: 'typein', utm_source: '(direct)' });
    disableInputs(group!);
    expect([...new FormData(document.querySelector('form')!).keys()]).toEqual([]);
  });
});
