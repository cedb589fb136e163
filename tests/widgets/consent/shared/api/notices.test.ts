import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissComingSoonBanner, sendNoticeAction } from '../../../../../src/widgets/consent/shared/api/notices.ts';
import { resetRestNonce, rest } from '../../../../../src/api/rest.ts';
import { fakeServer, json } from '../../../../api/fake-server.ts';

const globals = window as unknown as Record<string, unknown>;

beforeEach(() => {
  globals.woocommerce_params = { ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: '/?wc-ajax=%%endpoint%%' };
});
afterEach(() => {
  resetRestNonce();
  vi.unstubAllGlobals();
  delete globals.woocommerce_params;
});

describe('admin notice actions (spec §7.2)', () => {
  it("posts action, slug and nonce to admin-ajax; the handler's `0` is success", async () => {
    const { seen } = fakeServer(new Response('0'));
    const result = await sendNoticeAction('ademti_dismissible_wp_notices_snooze', 'feed-expired', 'n0nce');
    expect(result).toEqual({ ok: true, value: null });
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.url.pathname).toBe('/wp-admin/admin-ajax.php');
    expect(Object.fromEntries(new URLSearchParams(seen[0]!.body))).toEqual({
      action: 'ademti_dismissible_wp_notices_snooze',
      slug: 'feed-expired',
      nonce: 'n0nce',
    });
  });

  it.each([
    ['a refusal sentence', () => new Response('Invalid authorisation')],
    ['an HTML error page', () => new Response('<h1>Eroare</h1>', { status: 500 })],
  ])('%s is a failure', async (_name, reply) => {
    fakeServer(reply());
    expect((await sendNoticeAction('ademti_dismissible_wp_notices_dismiss', 'x', 'n')).ok).toBe(false);
  });

  it('a network failure is a failure, never a throw', async () => {
    fakeServer('network');
    expect(await sendNoticeAction('ademti_dismissible_wp_notices_dismiss', 'x', 'n')).toEqual({
      ok: false,
      error: { kind: 'offline' },
    });
  });
});

describe('coming-soon banner dismissal (spec §7.3)', () => {
  it("posts the meta field with the banner's nonce header and accepts the user object", async () => {
    const { seen } = fakeServer(json({ id: 1, name: 'admin' }));
    const result = await dismissComingSoonBanner('/wp-json/wp/v2/users/1', 'r3st');
    expect(result.ok).toBe(true);
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.url.pathname).toBe('/wp-json/wp/v2/users/1');
    expect(seen[0]!.headers.get('X-WP-Nonce')).toBe('r3st');
    expect(new URLSearchParams(seen[0]!.body).get('woocommerce_meta[coming_soon_banner_dismissed]')).toBe('yes');
  });

  it.each([
    ['a wrong shape', json({ ok: true })],
    [
      "WordPress's error object",
      json({ code: 'rest_cookie_invalid_nonce', message: 'x', data: { status: 403 } }, { status: 403 }),
    ],
    ['malformed JSON', new Response('{"id": <div', { headers: { 'Content-Type': 'application/json' } })],
  ])('%s is a failure', async (_name, reply) => {
    fakeServer(reply);
    expect((await dismissComingSoonBanner('/wp-json/wp/v2/users/1', 'r3st')).ok).toBe(false);
  });

  it('renews a banner nonce that expired while the tab was open (rest-nonce) and sends again once', async () => {
    const { seen } = fakeServer(
      json(
        { code: 'rest_cookie_invalid_nonce', message: 'Verificarea cookie-ului a eșuat.', data: { status: 403 } },
        { status: 403 },
      ),
      new Response('fr35h'),
      json({ id: 1, name: 'admin' }),
    );
    expect(await dismissComingSoonBanner('/wp-json/wp/v2/users/1', 'st4le')).toEqual({ ok: true, value: null });
    expect(seen.map((call) => call.url.searchParams.get('action') ?? call.url.pathname)).toEqual([
      '/wp-json/wp/v2/users/1',
      'rest-nonce',
      '/wp-json/wp/v2/users/1',
    ]);
    expect(seen[0]!.headers.get('X-WP-Nonce')).toBe('st4le');
    expect(seen[2]!.headers.get('X-WP-Nonce')).toBe('fr35h');
  });

  it('the renewal waits no longer than the call it renews (a 10 s notice call is not held 30 s by rest-nonce)', async () => {
    const { seen } = fakeServer(
      json({ code: 'rest_cookie_invalid_nonce', message: 'x', data: { status: 403 } }, { status: 403 }),
      'hang',
    );
    const answer = await rest(
      { url: '/wp-json/wp/v2/users/1', method: 'POST', nonce: 'st4le', timeout: 20 },
      (input) => input,
    );
    expect(answer).toEqual({ ok: false, error: { kind: 'timeout' } });
    expect(seen.map((call) => call.url.searchParams.get('action') ?? call.url.pathname)).toEqual([
      '/wp-json/wp/v2/users/1',
      'rest-nonce',
    ]);
  });

  it('never sends the nonce to another site', async () => {
    const { fetch } = fakeServer(json({ id: 1 }));
    const result = await dismissComingSoonBanner('https://altcineva.example/wp-json/wp/v2/users/1', 'r3st');
    expect(result.ok).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });
});
