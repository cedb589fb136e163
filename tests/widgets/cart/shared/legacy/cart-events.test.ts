import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  legacyAllowsAdd,
  legacyButtonData,
  legacyCartEvents,
  onLegacyEvents,
} from '../../../../../src/widgets/cart/shared/legacy/cart-events.ts';
import { forgetLoggedLegacyErrors } from '../../../../../src/legacy/guarded.ts';
import { installFakeJQuery } from '../../../../legacy/fake-jquery.ts';

let uninstall = () => {};
afterEach(() => {
  uninstall();
  forgetLoggedLegacyErrors();
});

const wrapped = (value: unknown) => (value as { element: Element }).element;

describe('legacy cart events go through jQuery with their original arguments', () => {
  it.each([
    ['added_to_cart', () => legacyCartEvents.addedToCart({ a: '<p></p>' }, 'h1', button), [{ a: '<p></p>' }, 'h1']],
    [
      'removed_from_cart',
      () => legacyCartEvents.removedFromCart({ a: '<p></p>' }, 'h2', button),
      [{ a: '<p></p>' }, 'h2'],
    ],
  ])('%s: [fragments, cart_hash, $button]', (name, fire, firstArgs) => {
    const fake = installFakeJQuery();
    uninstall = fake.uninstall;
    fire();
    const event = fake.triggered.find((entry) => entry.name === name)!;
    expect(event.target).toBe(document.body);
    expect(event.args.slice(0, 2)).toEqual(firstArgs);
    expect(wrapped(event.args[2])).toBe(button);
  });

  it('adding_to_cart: [$button, data]', () => {
    const fake = installFakeJQuery();
    uninstall = fake.uninstall;
    legacyCartEvents.addingToCart(button, { product_id: '7' });
    const [event] = fake.triggered;
    expect(event!.name).toBe('adding_to_cart');
    expect(wrapped(event!.args[0])).toBe(button);
    expect(event!.args[1]).toEqual({ product_id: '7' });
  });

  it.each([
    ['wc_fragments_refreshed', legacyCartEvents.fragmentsRefreshed],
    ['wc_fragments_loaded', legacyCartEvents.fragmentsLoaded],
    ['wc_fragments_ajax_error', legacyCartEvents.fragmentsAjaxError],
  ])('%s: no arguments', (name, fire) => {
    const fake = installFakeJQuery();
    uninstall = fake.uninstall;
    fire();
    expect(fake.triggered).toEqual([{ name, target: document.body, args: [] }]);
  });

  it('a theme handler bound with $(body).on receives the extra arguments', () => {
    const fake = installFakeJQuery();
    uninstall = fake.uninstall;
    const themeHandler = vi.fn();
    fake.jq(document.body).on('added_to_cart', themeHandler);
    legacyCartEvents.addedToCart({ a: 'x' }, 'hash', null);
    expect(themeHandler).toHaveBeenCalledWith({ type: 'added_to_cart' }, { a: 'x' }, 'hash', undefined);
  });

  it('without jQuery nothing is triggered and nothing throws', () => {
    expect(() => legacyCartEvents.addedToCart({}, '', button)).not.toThrow();
  });
});

describe('events other code triggers are heard', () => {
  it.each(['wc_fragment_refresh', 'updated_wc_div'])('%s through jQuery', (name) => {
    const fake = installFakeJQuery();
    uninstall = fake.uninstall;
    const heard = vi.fn();
    const off = onLegacyEvents(['wc_fragment_refresh', 'updated_wc_div'], heard);
    fake.jq(document.body).trigger(name);
    expect(heard).toHaveBeenCalledTimes(1);
    off();
    fake.jq(document.body).trigger(name);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('as a native event when the page has no jQuery', () => {
    const heard = vi.fn();
    const off = onLegacyEvents(['wc_fragment_refresh'], heard);
    document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh'));
    off();
    document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh'));
    expect(heard).toHaveBeenCalledTimes(1);
  });
});

describe('should_send_ajax_request.adding_to_cart and $.data', () => {
  it('a handler returning false cancels the add and ajax_request_not_sent is announced', () => {
    const fake = installFakeJQuery();
    uninstall = fake.uninstall;
    fake.jq(document.body).on('should_send_ajax_request.adding_to_cart', () => false);
    expect(legacyAllowsAdd(button)).toBe(false);
    expect(fake.triggered.map((entry) => entry.name)).toEqual(['ajax_request_not_sent.adding_to_cart']);
  });

  it('allows the add without such a handler, or without jQuery', () => {
    expect(legacyAllowsAdd(button)).toBe(true);
    const fake = installFakeJQuery();
    uninstall = fake.uninstall;
    expect(legacyAllowsAdd(button)).toBe(true);
  });

  it('reads what other scripts stored with $.data(button)', () => {
    const fake = installFakeJQuery(new Map([[button, { gift_wrap: 'yes' }]]));
    uninstall = fake.uninstall;
    expect(legacyButtonData(button)).toEqual({ gift_wrap: 'yes' });
  });
});

const button = document.createElement('a');

describe('a page script whose handler throws (issue 9)', () => {
  it.each([
    ['adding_to_cart', () => legacyCartEvents.addingToCart(document.body, { product_id: '7' })],
    ['removed_from_cart', () => legacyCartEvents.removedFromCart({}, 'hash', null)],
    ['wc_fragments_refreshed', () => legacyCartEvents.fragmentsRefreshed()],
    ['added_to_cart', () => legacyCartEvents.addedToCart({}, 'hash', null)],
  ])('%s: the exception stays with that script, logged once, and Vitrina carries on', (name, fire) => {
    const fake = installFakeJQuery();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fake.jq(document.body).on(name, () => {
      throw new Error('theme bug');
    });
    try {
      expect(() => fire()).not.toThrow();
      expect(() => fire()).not.toThrow();
      expect(error).toHaveBeenCalledTimes(1);
      expect(String(error.mock.calls[0]?.[0])).toContain(name);
    } finally {
      fake.uninstall();
    }
  });

  it('should_send_ajax_request.adding_to_cart throwing does not stop the add', () => {
    const fake = installFakeJQuery();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fake.jq(document.body).on('should_send_ajax_request.adding_to_cart', () => {
      throw new Error('theme bug');
    });
    try {
      expect(legacyAllowsAdd(document.body)).toBe(true);
    } finally {
      fake.uninstall();
    }
  });
});
