import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart, getRefreshedFragments, removeFromCart } from '../../src/api/cart.ts';
import { fakeServer, json } from './fake-server.ts';

const globals = window as unknown as Record<string, unknown>;

beforeEach(() => {
  globals.woocommerce_params = { ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: '/?wc-ajax=%%endpoint%%' };
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete globals.woocommerce_params;
});

describe('cart queue', () => {
  it('sends adds and removes one at a time, in the order they were asked, and each gets its own answer', async () => {
    const log: string[] = [];
    let open = 0;
    let maxOpen = 0;
    const reply = (body: string) => {
      open += 1;
      maxOpen = Math.max(maxOpen, open);
      log.push(`start ${body}`);
      return new Promise<Response>((resolve) =>
        setTimeout(() => {
          open -= 1;
          log.push(`end ${body}`);
          resolve(json({ fragments: { a: body }, cart_hash: body }));
        }, 5),
      );
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => reply(await request.text())),
    );
    const results = await Promise.all([
      addToCart({ product_id: '1' }),
      addToCart({ product_id: '2' }),
      removeFromCart('k1'),
      addToCart({ product_id: '3' }),
    ]);
    expect(maxOpen).toBe(1);
    expect(log).toEqual([
      'start product_id=1',
      'end product_id=1',
      'start product_id=2',
      'end product_id=2',
      'start cart_item_key=k1',
      'end cart_item_key=k1',
      'start product_id=3',
      'end product_id=3',
    ]);
    expect(results.map((result) => result.ok && result.value.cartHash)).toEqual([
      'product_id=1',
      'product_id=2',
      'cart_item_key=k1',
      'product_id=3',
    ]);
  });

  it('a failed request does not stall the ones behind it', async () => {
    fakeServer('network', json({ fragments: {}, cart_hash: 'h' }));
    const [first, second] = await Promise.all([addToCart({ product_id: '1' }), addToCart({ product_id: '2' })]);
    expect(first).toEqual({ ok: false, error: { kind: 'offline' } });
    expect(second.ok).toBe(true);
  });
});

describe('cart answers', () => {
  it.each([
    [
      'an error with the product page',
      { error: true, product_url: '/produs/x/' },
      { error: true, productUrl: '/produs/x/', fragments: undefined, cartHash: '' },
    ],
    [
      "PHP's empty fragments array",
      { fragments: [], cart_hash: '' },
      { error: false, productUrl: undefined, fragments: {}, cartHash: '' },
    ],
    [
      'non-string fragments are dropped',
      { fragments: { a: '<p></p>', b: 5 }, cart_hash: 'h' },
      { error: false, productUrl: undefined, fragments: { a: '<p></p>' }, cartHash: 'h' },
    ],
  ])('%s', async (_name, body, expected) => {
    fakeServer(json(body));
    expect(await addToCart({ product_id: '1' })).toEqual({ ok: true, value: expected });
  });

  it('fragments that are not a map make the answer invalid', async () => {
    fakeServer(json({ fragments: 'html', cart_hash: 'h' }));
    expect(await removeFromCart('k')).toMatchObject({ ok: false, error: { kind: 'invalid_json' } });
  });

  it('sends nothing to, and takes no fragments from, another origin (the origin gate)', async () => {
    globals.woocommerce_params = { wc_ajax_url: 'https://elsewhere.example/?wc-ajax=%%endpoint%%' };
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { fetch } = fakeServer(json({ fragments: { a: '<img src=x onerror=alert(1)>' }, cart_hash: 'h' }));
    expect(await getRefreshedFragments(1, 5000)).toEqual({
      ok: false,
      error: { kind: 'server', code: 'cross_origin', message: '' },
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the refresh time field and gives up after the time-out', async () => {
    const { seen } = fakeServer('hang');
    expect(await getRefreshedFragments(123, 20)).toEqual({ ok: false, error: { kind: 'timeout' } });
    expect(seen[0]!.body).toBe('time=123');
    expect(seen[0]!.url.search).toBe('?wc-ajax=get_refreshed_fragments');
  });
});
