import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getVariation } from '../../../../../src/widgets/product/variations/api/get-variation.ts';
import { fakeServer, json } from '../../../../api/fake-server.ts';

const globals = window as unknown as Record<string, unknown>;

/** The fields of one get_available_variation() answer the widget reads, as PHP encodes them. */
const variation = {
  attributes: { 'attribute_pa_masura-blugi': '27', attribute_pa_culoare: 'negru' },
  availability_html: '<p class="stock in-stock">4 în stoc</p>',
  image: { src: '/img/b.svg', full_src: '/img/b-full.svg', full_src_w: 1200, full_src_h: 1500, alt: 'Blugi' },
  is_in_stock: true,
  is_purchasable: true,
  max_qty: 4,
  min_qty: 1,
  price_html: '<span class="price">199,99 lei</span>',
  sku: 'BLU-1481-2',
  variation_id: '1483',
  variation_is_active: true,
};

beforeEach(() => {
  globals.woocommerce_params = { ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: '/?wc-ajax=%%endpoint%%' };
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete globals.woocommerce_params;
});

describe('get_variation', () => {
  it('posts the attribute fields and product_id to ?wc-ajax=get_variation and decodes the variation', async () => {
    const { seen } = fakeServer(json(variation));
    const answer = await getVariation(1481, { 'attribute_pa_masura-blugi': '27', attribute_pa_culoare: 'negru' });
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.url.search).toBe('?wc-ajax=get_variation');
    expect(Object.fromEntries(new URLSearchParams(seen[0]!.body))).toEqual({
      'attribute_pa_masura-blugi': '27',
      attribute_pa_culoare: 'negru',
      product_id: '1481',
    });
    expect(answer.ok && answer.value.found && answer.value.variation).toMatchObject({
      variation_id: 1483,
      sku: 'BLU-1481-2',
      is_in_stock: true,
      max_qty: '4',
      min_qty: '1',
    });
  });

  it("takes WooCommerce's false (and a falsy empty answer) as no matching variation", async () => {
    fakeServer(json(false), json(null), new Response('', { status: 200 }));
    for (let i = 0; i < 3; i += 1)
      expect(await getVariation(1481, { attribute_pa_culoare: 'negru' })).toEqual({
        ok: true,
        value: { found: false },
      });
  });

  it('refuses an answer that is not a variation: an object without variation_id, a number, broken JSON', async () => {
    fakeServer(json({ attributes: {} }), json(0), new Response('{"variation_id": <b>Notice', { status: 200 }));
    for (let i = 0; i < 3; i += 1) {
      const answer = await getVariation(1481, {});
      expect(answer.ok ? 'ok' : answer.error.kind).toBe('invalid_json');
    }
  });

  it('a 500, a dropped connection and a hung request are error values, never throws', async () => {
    fakeServer(new Response('<html>Eroare</html>', { status: 500 }), 'network', 'hang');
    expect(await getVariation(1481, {})).toEqual({ ok: false, error: { kind: 'http', status: 500 } });
    expect(await getVariation(1481, {})).toEqual({ ok: false, error: { kind: 'offline' } });
    expect(await getVariation(1481, {}, { timeout: 20 })).toEqual({ ok: false, error: { kind: 'timeout' } });
  });

  it('a call cancelled by a newer choice is aborted', async () => {
    fakeServer('hang');
    const controller = new AbortController();
    const pending = getVariation(1481, {}, { signal: controller.signal });
    controller.abort();
    expect(await pending).toEqual({ ok: false, error: { kind: 'aborted' } });
  });
});
