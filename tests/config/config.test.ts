import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readAddToCartParams, readCartFragmentsParams, readEndpoints } from '../../src/config/woocommerce.ts';
import { isWidgetEnabled } from '../../src/config/widgets.ts';
import { forgetOverride, parseOverride } from '../../src/config/override.ts';
import { parseFlag } from '../../src/config/section.ts';
import { resetConfigWarnings } from '../../src/config/warn.ts';
import { forgetWidgetSwitches } from '../../src/config/widgets.ts';

const globals = window as unknown as Record<string, unknown>;
let warn: ReturnType<typeof vi.spyOn>;

function setOverride(json: string | null) {
  document.getElementById('vitrina-config')?.remove();
  if (json !== null)
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="vitrina-config">${json}</script>`,
    );
  forgetOverride();
  forgetWidgetSwitches();
}

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  resetConfigWarnings();
  setOverride(null);
});

afterEach(() => {
  for (const name of ['wc_add_to_cart_params', 'wc_cart_fragments_params', 'woocommerce_params']) delete globals[name];
});

describe('wp_localize_script prints top-level scalars as strings', () => {
  it.each([
    ['1', true],
    ['', false],
    ['yes', true],
    ['no', false],
    ['0', false],
    [true, true],
    [0, false],
    ['maybe', undefined],
    [{}, undefined],
  ])('flag %j reads as %j', (input, expected) => {
    expect(parseFlag(input)).toBe(expected);
  });

  it('reads string-typed numbers and flags of wc_cart_fragments_params and wc_add_to_cart_params', () => {
    globals.wc_cart_fragments_params = {
      cart_hash_key: 'wc_cart_hash_abc',
      fragment_name: 'wc_fragments_abc',
      request_timeout: '5000',
    };
    globals.wc_add_to_cart_params = {
      i18n_view_cart: 'Vezi coșul',
      cart_url: '/cos/',
      is_cart: '',
      cart_redirect_after_add: 'no',
    };
    expect(readCartFragmentsParams()).toEqual({
      cartHashKey: 'wc_cart_hash_abc',
      fragmentName: 'wc_fragments_abc',
      requestTimeoutMs: 5000,
    });
    expect(readAddToCartParams()).toEqual({
      i18nViewCart: 'Vezi coșul',
      cartUrl: '/cos/',
      isCart: false,
      redirectAfterAdd: false,
    });
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('missing or corrupt config never throws', () => {
  it('a missing global gives the spec defaults and one warning', () => {
    expect(readCartFragmentsParams()).toEqual({
      cartHashKey: 'wc_cart_hash',
      fragmentName: 'wc_fragments',
      requestTimeoutMs: 5000,
    });
    readCartFragmentsParams();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('wc_cart_fragments_params is missing');
  });

  it('a corrupt field falls back to its default with one warning for the global', () => {
    globals.wc_cart_fragments_params = { request_timeout: 'soon', cart_hash_key: { nested: true } };
    expect(readCartFragmentsParams()).toEqual({
      cartHashKey: 'wc_cart_hash',
      fragmentName: 'wc_fragments',
      requestTimeoutMs: 5000,
    });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('a global that is not an object is ignored', () => {
    globals.wc_add_to_cart_params = 'oops';
    expect(readAddToCartParams().cartUrl).toBe('/cos/');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('woocommerce_params is optional and defaults to the standard endpoints silently', () => {
    expect(readEndpoints()).toEqual({ adminAjaxUrl: '/wp-admin/admin-ajax.php', wcAjaxUrl: '/?wc-ajax=%%endpoint%%' });
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('the JSON override tag', () => {
  it('switches single widgets off', () => {
    setOverride('{"widgets": {"mini-cart": false, "add-to-cart": true}}');
    expect(isWidgetEnabled('mini-cart')).toBe(false);
    expect(isWidgetEnabled('add-to-cart')).toBe(true);
    expect(isWidgetEnabled('anything-else')).toBe(true);
  });

  it('replaces fields of a printed global', () => {
    globals.wc_add_to_cart_params = { cart_url: '/cos/', cart_redirect_after_add: 'no' };
    setOverride('{"globals": {"wc_add_to_cart_params": {"cart_redirect_after_add": "yes"}}}');
    expect(readAddToCartParams()).toMatchObject({ cartUrl: '/cos/', redirectAfterAdd: true });
  });

  it.each([['not json {'], ['[1,2]'], ['"text"']])('ignores a corrupt tag %j with a warning', (source) => {
    expect(parseOverride(source)).toEqual({ widgets: {}, globals: {} });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('ignores non-boolean widget switches', () => {
    expect(parseOverride('{"widgets": {"mini-cart": "off"}}').widgets).toEqual({});
    setOverride('{"widgets": {"mini-cart": "off"}}');
    expect(isWidgetEnabled('mini-cart')).toBe(true);
  });

  it('a corrupt tag leaves every widget switched on', () => {
    setOverride('{"widgets": {"mini-cart": false');
    expect(isWidgetEnabled('mini-cart')).toBe(true);
  });
});
