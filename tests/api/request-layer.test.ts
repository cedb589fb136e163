import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminAjax, adminAjaxQuery } from '../../src/api/admin-ajax.ts';
import { rest } from '../../src/api/rest.ts';
import { wcAjax } from '../../src/api/wc-ajax.ts';
import * as decoders from '../../src/api/decode.ts';
import { resetRestNonce, nextLink } from '../../src/api/rest.ts';
import { fakeServer, json } from './fake-server.ts';

const { object, string, optional, record, array, number, numeric } = decoders;
const globals = window as unknown as Record<string, unknown>;
const cartResponse = object({ fragments: optional(record(string)), cart_hash: optional(string) });

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  globals.woocommerce_params = { ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: '/?wc-ajax=%%endpoint%%' };
  globals.wpApiSettings = { root: 'http://localhost:3000/wp-json/', nonce: 'n0nce1' };
  resetRestNonce();
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete globals.woocommerce_params;
  delete globals.wpApiSettings;
});

describe('wc-ajax', () => {
  it('POSTs url-encoded fields to /?wc-ajax={endpoint} and decodes the answer', async () => {
    const { seen } = fakeServer(
      json({ fragments: { 'div.widget_shopping_cart_content': '<div></div>' }, cart_hash: 'abc' }),
    );
    const result = await wcAjax('add_to_cart', { product_id: 12, quantity: 2 }, cartResponse);
    expect(result).toEqual({
      ok: true,
      value: { fragments: { 'div.widget_shopping_cart_content': '<div></div>' }, cart_hash: 'abc' },
    });
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.url.search).toBe('?wc-ajax=add_to_cart');
    expect(seen[0]!.body).toBe('product_id=12&quantity=2');
  });

  it.each([
    ['a network failure', 'network' as const, { kind: 'offline' }],
    [
      'an HTTP 500 with an HTML page',
      new Response('<h1>Fatal error</h1>', { status: 500 }),
      { kind: 'http', status: 500 },
    ],
    [
      'a body that is not JSON',
      new Response('{"fragments": <div>'),
      { kind: 'invalid_json', detail: 'the body is not JSON' },
    ],
    [
      'JSON of the wrong shape',
      json({ fragments: 'not a map' }),
      { kind: 'invalid_json', detail: 'fragments: expected object, got string' },
    ],
  ])('%s is an error value, not a throw', async (_name, reply, error) => {
    fakeServer(reply);
    expect(await wcAjax('get_refreshed_fragments', {}, cartResponse)).toEqual({ ok: false, error });
  });

  it('a call that outlives its time-out is a timeout error', async () => {
    fakeServer('hang');
    expect(await wcAjax('get_refreshed_fragments', {}, cartResponse, { timeout: 20 })).toEqual({
      ok: false,
      error: { kind: 'timeout' },
    });
  });
});

describe('admin-ajax', () => {
  it('POSTs the action with the fields, arrays as name[]', async () => {
    const { seen } = fakeServer(json({ html: '<li></li>', page: 2 }));
    await adminAjax(
      'cr_show_more_reviews',
      { productID: 5, tags: ['a', 'b'] },
      object({ html: string, page: numeric }),
    );
    expect(seen[0]!.url.pathname).toBe('/wp-admin/admin-ajax.php');
    expect(new URLSearchParams(seen[0]!.body).getAll('tags[]')).toEqual(['a', 'b']);
    expect(new URLSearchParams(seen[0]!.body).get('action')).toBe('cr_show_more_reviews');
  });

  it('sends the query-string actions of §7.2 in the URL', async () => {
    const { seen } = fakeServer(json([{ id: 1, url: '/p/', value: 'Parfum' }]));
    const result = await adminAjaxQuery(
      'GET',
      { action: 'flatsome_ajax_search_products', query: 'par fum', product_cat: '' },
      array(object({ id: number, value: string })),
    );
    expect(result.ok).toBe(true);
    expect(seen[0]!.method).toBe('GET');
    expect(seen[0]!.url.searchParams.get('query')).toBe('par fum');
  });
});

describe('REST per spec §7.3', () => {
  const anything = (input: unknown) => input;

  it('sends the nonce, Accept and _locale=user', async () => {
    const { seen } = fakeServer(json({ status: 'ok' }));
    await rest({ path: 'contact-form-7/v1/contact-forms/5/feedback/schema' }, anything);
    expect(seen[0]!.headers.get('X-WP-Nonce')).toBe('n0nce1');
    expect(seen[0]!.headers.get('Accept')).toContain('application/json');
    expect(seen[0]!.url.searchParams.get('_locale')).toBe('user');
  });

  it('can leave the nonce out (Contact Form 7 does)', async () => {
    const { seen } = fakeServer(json({}));
    await rest({ path: 'x', withNonce: false }, anything);
    expect(seen[0]!.headers.has('X-WP-Nonce')).toBe(false);
  });

  it.each(['PUT', 'PATCH', 'DELETE'] as const)('sends %s as POST with X-HTTP-Method-Override', async (method) => {
    const { seen } = fakeServer(json({}));
    await rest({ path: 'wp/v2/media/7', method, data: { force: true } }, anything);
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.headers.get('X-HTTP-Method-Override')).toBe(method);
    expect(seen[0]!.body).toBe('{"force":true}');
  });

  it('treats 204 as an empty answer', async () => {
    fakeServer(new Response(null, { status: 204 }));
    expect(await rest({ path: 'x', method: 'DELETE' }, anything)).toEqual({ ok: true, value: null });
  });

  it('renews an invalid cookie nonce through ?action=rest-nonce and retries once', async () => {
    const { seen } = fakeServer(
      json({ code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed' }, { status: 403 }),
      new Response('fresh42'),
      json({ done: true }),
    );
    expect(await rest({ path: 'wc/v3/x', method: 'POST', data: {} }, anything)).toEqual({
      ok: true,
      value: { done: true },
    });
    expect(seen[1]!.url.searchParams.get('action')).toBe('rest-nonce');
    expect(seen[2]!.headers.get('X-WP-Nonce')).toBe('fresh42');
  });

  it('retries only once when the renewed nonce is refused too', async () => {
    const refused = () => json({ code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed' }, { status: 403 });
    const { seen } = fakeServer(refused(), new Response('fresh42'), refused());
    expect(await rest({ path: 'x' }, anything)).toEqual({
      ok: false,
      error: { kind: 'server', code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed' },
    });
    expect(seen).toHaveLength(3);
  });

  it('fetches per_page=-1 in pages of 100 following Link rel=next', async () => {
    const page2 = 'http://localhost:3000/wp-json/wp/v2/tags?per_page=100&page=2&_locale=user';
    const { seen } = fakeServer(
      json([{ id: 1 }, { id: 2 }], { headers: { Link: `<${page2}>; rel="next"` } }),
      json([{ id: 3 }], { headers: { Link: '<http://localhost:3000/wp-json/wp/v2/tags?page=1>; rel="prev"' } }),
    );
    const result = await rest({ path: 'wp/v2/tags?per_page=-1' }, array(object({ id: number })));
    expect(result).toEqual({ ok: true, value: [{ id: 1 }, { id: 2 }, { id: 3 }] });
    expect(seen[0]!.url.searchParams.get('per_page')).toBe('100');
    expect(seen[1]!.url.toString()).toBe(page2);
  });

  it('a REST error with code and message is a server error value', async () => {
    fakeServer(json({ code: 'rest_forbidden', message: 'Nu ai voie.' }, { status: 401 }));
    expect(await rest({ path: 'x' }, anything)).toEqual({
      ok: false,
      error: { kind: 'server', code: 'rest_forbidden', message: 'Nu ai voie.' },
    });
  });

  it.each([
    ['<a>; rel="next"', 'a'],
    ['<https://x/?page=2>; rel="prev", <https://x/?page=4>; rel="next"', 'https://x/?page=4'],
    ['<https://x/?page=2>; rel="prev"', null],
    [null, null],
  ])('reads the next link from %j', (header, expected) => {
    expect(nextLink(header)).toBe(expected);
  });
});
