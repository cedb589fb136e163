import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPhotoFeed } from '../../../../../src/widgets/theme/photo-feed/api/photo-feed.ts';
import { fakeServer, json } from '../../../../api/fake-server.ts';

const globals = window as unknown as Record<string, unknown>;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  globals.woocommerce_params = { ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: '/?wc-ajax=%%endpoint%%' };
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete globals.woocommerce_params;
});

describe('flatsome_load_instagram', () => {
  it('GETs the action and the block data in the query string; success is the HTML', async () => {
    const { seen } = fakeServer(json({ success: true, data: '<div class="instagram-feed"></div>' }));
    const result = await loadPhotoFeed('abc123:eyJ1Ijoidml0cmluYSJ9');
    expect(seen[0]!.method).toBe('GET');
    expect(seen[0]!.url.pathname).toBe('/wp-admin/admin-ajax.php');
    expect(seen[0]!.url.searchParams.get('action')).toBe('flatsome_load_instagram');
    expect(seen[0]!.url.searchParams.get('data')).toBe('abc123:eyJ1Ijoidml0cmluYSJ9');
    expect(result).toEqual({ ok: true, value: { loaded: true, html: '<div class="instagram-feed"></div>' } });
  });

  it('success false carries the theme message', async () => {
    fakeServer(json({ success: false, data: 'Invalid hash' }));
    expect(await loadPhotoFeed('x:y')).toEqual({ ok: true, value: { loaded: false, message: 'Invalid hash' } });
  });

  it.each([
    ['data missing', { success: true }],
    ['data not text', { success: true, data: 5 }],
    ['success missing', { data: '<div></div>' }],
    ['not an object', ['<div></div>']],
  ])('a wrong shape (%s) is invalid_json', async (_case, body) => {
    fakeServer(json(body));
    const result = await loadPhotoFeed('x:y');
    expect(result.ok ? null : result.error.kind).toBe('invalid_json');
  });

  it('HTML from an admin-ajax on another origin is refused', async () => {
    globals.woocommerce_params = {
      ajax_url: 'https://elsewhere.example/wp-admin/admin-ajax.php',
      wc_ajax_url: '/?wc-ajax=%%endpoint%%',
    };
    fakeServer(json({ success: true, data: '<img src=x onerror=alert(1)>' }));
    const result = await loadPhotoFeed('x:y');
    expect(result.ok).toBe(false);
  });
});
