import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminAjax, adminAjaxQuery, adminAjaxText } from '../../src/api/admin-ajax.ts';
import { quickView } from '../../src/widgets/catalogue/quick-view/api/quick-view.ts';
import { drawProducts } from '../../src/widgets/catalogue/product-filter/api/filter.ts';
import { skuAutocomplete } from '../../src/widgets/catalogue/product-filter/api/sku-autocomplete.ts';
import * as decoders from '../../src/api/decode.ts';
import { fetchDiscountedPrice, fetchBulkTable } from '../../src/widgets/product/quantity-discounts/api/discounts.ts';
import { addToCart } from '../../src/api/cart.ts';
import { fakeServer, json } from './fake-server.ts';

const globals = window as unknown as Record<string, unknown>;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  globals.woocommerce_params = { ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: '/?wc-ajax=%%endpoint%%' };
  globals.awdr_params = { nonce: 'awdr-n0nce' };
  globals.woof_front_nonce = 'woof-n0nce';
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete globals.woocommerce_params;
  delete globals.awdr_params;
  delete globals.woof_front_nonce;
});

/** A fetch Response that says it came from `url` (as after a redirect). */
function answeredFrom(url: string, body: Response): Response {
  Object.defineProperty(body, 'url', { value: url });
  return body;
}

describe('admin-ajax sends nothing (no nonce) to another origin', () => {
  beforeEach(() => {
    globals.woocommerce_params = {
      ajax_url: 'https://evil.example/wp-admin/admin-ajax.php',
      wc_ajax_url: '/?wc-ajax=%%endpoint%%',
    };
  });

  it.each([
    ['adminAjax', () => adminAjax('wdr_ajax', { awdr_nonce: 'secret' }, decoders.string)],
    ['adminAjaxText', () => adminAjaxText('flatsome_quickview', { product: '1' })],
    ['adminAjaxQuery', () => adminAjaxQuery('GET', { action: 'x', nonce: 'secret' }, decoders.string)],
    ['fetchDiscountedPrice', () => fetchDiscountedPrice('12', '3')],
  ])('%s refuses a cross-origin admin-ajax URL from config with a typed error', async (_name, call) => {
    const { fetch } = fakeServer(json('never'));
    const result = await call();
    expect(fetch).not.toHaveBeenCalled();
    expect(result).toEqual({ ok: false, error: { kind: 'server', code: 'cross_origin', message: '' } });
  });
});

describe('HTML fields are taken only from same-origin answers', () => {
  it('a quick view answer that ended on another origin (redirect) is refused', async () => {
    fakeServer(answeredFrom('https://evil.example/qv', new Response('<div class="product-lightbox">x</div>')));
    expect(await quickView('5')).toEqual({ ok: false, error: { kind: 'server', code: 'cross_origin', message: '' } });
  });

  it('a woof_draw_products answer from another origin is refused', async () => {
    fakeServer(
      answeredFrom(
        'https://evil.example/x',
        json({ products: '<ul></ul>', form: '<div class="woof_redraw_zone"></div>' }),
      ),
    );
    const result = await drawProducts({ link: '/produse/', page: 1, shortcode: '' });
    expect(result.ok).toBe(false);
  });

  it('a bulk table from another origin is refused', async () => {
    fakeServer(answeredFrom('https://evil.example/x', json({ bulk_table: '<table></table>' })));
    expect((await fetchBulkTable('7')).ok).toBe(false);
  });

  it('an answer from our own origin passes', async () => {
    fakeServer(answeredFrom(`${location.origin}/wp-admin/admin-ajax.php`, json({ bulk_table: '<table></table>' })));
    expect(await fetchBulkTable('7')).toEqual({ ok: true, value: '<table></table>' });
  });

  it('cart fragments from an answer that ended on another origin are dropped', async () => {
    fakeServer(
      answeredFrom(
        'https://evil.example/x',
        json({ fragments: { 'div.x': '<img src=x onerror=alert(1)>' }, cart_hash: 'h' }),
      ),
    );
    // Refused whole by the origin gate: none of its fragments can reach the page.
    expect(await addToCart({ product_id: '1' })).toEqual({
      ok: false,
      error: { kind: 'server', code: 'cross_origin', message: '' },
    });
  });
});

describe('a superseded request resolves, it never rejects', () => {
  it('an aborted SKU autocomplete request is an `aborted` error value', async () => {
    fakeServer('hang');
    const controller = new AbortController();
    const pending = skuAutocomplete('ABC', controller.signal);
    controller.abort();
    await expect(pending).resolves.toEqual({ ok: false, error: { kind: 'aborted' } });
  });
});

describe('wrong-shape answers are errors, not successes', () => {
  it.each([
    ['{}', {}],
    ['products only', { products: '<ul></ul>' }],
    ['a number', 0],
  ])('woof_draw_products answering %s is invalid_json', async (_name, body) => {
    fakeServer(json(body));
    const result = await drawProducts({ link: '/produse/', page: 1, shortcode: '' });
    expect(result.ok ? 'ok' : result.error.kind).toBe('invalid_json');
  });

  it('woof_draw_products with products and form (and additional_fields as []) is fine', async () => {
    fakeServer(json({ products: '<ul></ul>', form: '<div class="woof_redraw_zone"></div>', additional_fields: [] }));
    expect((await drawProducts({ link: '/produse/', page: 1, shortcode: '' })).ok).toBe(true);
  });

  it('woof_draw_products for "start filtering" (woof_nothing) needs only the form', async () => {
    fakeServer(json({ products: '', form: '<div class="woof_redraw_zone"></div>' }));
    expect((await drawProducts({ link: '/produse/', page: 1, shortcode: 'woof_nothing' })).ok).toBe(true);
  });

  it.each([
    ['{}', {}],
    ['empty strings', { price_html: '', original_price_html: '' }],
    ['a number', 1],
  ])('a discount price answer with no price (%s) is invalid_json', async (_name, body) => {
    fakeServer(json(body));
    const result = await fetchDiscountedPrice('12', '3');
    expect(result.ok ? 'ok' : result.error.kind).toBe('invalid_json');
  });

  it.each([
    ['0', '0'],
    ['-1', '-1'],
    ['{}', '{}'],
    ['blank', '  '],
    ['plain text', 'Eroare'],
  ])('a quick view answer of %s is invalid_json', async (_name, body) => {
    fakeServer(new Response(body));
    const result = await quickView('5');
    expect(result.ok ? 'ok' : result.error.kind).toBe('invalid_json');
  });

  it('a quick view answer of HTML is the HTML', async () => {
    fakeServer(new Response(' <div class="product-lightbox">Parfum</div>'));
    expect(await quickView('5')).toEqual({ ok: true, value: ' <div class="product-lightbox">Parfum</div>' });
  });
});

describe('a cart answer that is neither an error nor a cart (issue 9)', () => {
  it.each([
    ['{}', {}],
    ['only a hash', { cart_hash: 'h' }],
    ['null', null],
    ['0', 0],
  ])('%s is invalid_json, not an add', async (_name, body) => {
    fakeServer(json(body));
    const result = await addToCart({ product_id: '1' });
    expect(result.ok ? 'ok' : result.error.kind).toBe('invalid_json');
  });
});
