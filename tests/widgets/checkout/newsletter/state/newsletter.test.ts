import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '../../../../api/fake-server.ts';

const globals = window as unknown as Record<string, unknown>;

/** A fresh module for each test: what was sent and looked up is per page load. */
async function load() {
  vi.resetModules();
  return import('../../../../../src/widgets/checkout/newsletter/state/newsletter.ts');
}

function clearCookies(): void {
  for (const part of document.cookie.split('; ')) {
    const name = part.split('=')[0];
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

beforeEach(() => {
  globals.woocommerce_params = { ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: '/?wc-ajax=%%endpoint%%' };
  clearCookies();
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete globals.woocommerce_params;
});

describe('submitMarketingEmail', () => {
  it('posts the url-encoded body to ?action=mailchimp_set_user_by_email, so a + survives', async () => {
    const { submitMarketingEmail, readMarketingCookie } = await load();
    const { seen } = fakeServer(json({ success: true }));
    await submitMarketingEmail(' ana+oferte@exemplu.ro ', true, 'ro');
    expect(seen).toHaveLength(1);
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.url.searchParams.get('action')).toBe('mailchimp_set_user_by_email');
    expect(seen[0]!.body).toBe('email=ana%2Boferte%40exemplu.ro&mc_language=ro&subscribed=1');
    expect(new URLSearchParams(seen[0]!.body).get('email')).toBe('ana+oferte@exemplu.ro');
    expect(readMarketingCookie('mailchimp.cart.current_email')).toBe('ana+oferte@exemplu.ro');
  });

  it('never sends an address outside the §5.9 pattern', async () => {
    const { submitMarketingEmail } = await load();
    const { seen } = fakeServer();
    for (const value of ['', 'ana', 'ana@exemplu.online', 'ană@exemplu.ro'])
      await submitMarketingEmail(value, false, 'ro');
    expect(seen).toHaveLength(0);
  });

  it('does not resend the same address and choice after a success, but does send a new choice', async () => {
    const { submitMarketingEmail } = await load();
    const { seen } = fakeServer(json({ success: true }), json({ success: true }));
    await submitMarketingEmail('ana@exemplu.ro', false, 'ro');
    await submitMarketingEmail('ana@exemplu.ro', false, 'ro');
    await submitMarketingEmail('ana@exemplu.ro', true, 'ro');
    expect(seen.map((request) => new URLSearchParams(request.body).get('subscribed'))).toEqual(['0', '1']);
  });

  it('two asks for the same address while one is out make one request', async () => {
    const { submitMarketingEmail } = await load();
    const { seen } = fakeServer(json({ success: true }));
    await Promise.all([
      submitMarketingEmail('ana@exemplu.ro', false, 'ro'),
      submitMarketingEmail('ana@exemplu.ro', false, 'ro'),
    ]);
    expect(seen).toHaveLength(1);
  });

  it.each([
    ['a 500', new Response('eroare', { status: 500 })],
    ['malformed JSON', new Response('{"success":', { headers: { 'Content-Type': 'application/json' } })],
    ['a network failure', 'network' as const],
  ])(
    'after %s the address is forgotten and the next ask sends it; no cookie for the failed one',
    async (_name, failure) => {
      const { submitMarketingEmail, readMarketingCookie } = await load();
      const { seen } = fakeServer(failure, json({ success: true }));
      await submitMarketingEmail('ana@exemplu.ro', false, 'ro');
      expect(readMarketingCookie('mailchimp.cart.current_email')).toBe('');
      await submitMarketingEmail('ana@exemplu.ro', false, 'ro');
      expect(seen).toHaveLength(2);
      expect(readMarketingCookie('mailchimp.cart.current_email')).toBe('ana@exemplu.ro');
    },
  );

  it('a new address moves the current one to previous_email', async () => {
    const { submitMarketingEmail, readMarketingCookie } = await load();
    fakeServer(json({ success: true }), json({ success: true }));
    await submitMarketingEmail('ana@exemplu.ro', false, 'ro');
    await submitMarketingEmail('ion@exemplu.ro', false, 'ro');
    expect(readMarketingCookie('mailchimp.cart.current_email')).toBe('ion@exemplu.ro');
    expect(readMarketingCookie('mailchimp.cart.previous_email')).toBe('ana@exemplu.ro');
  });
});

describe('lookUpRecoveredCart', () => {
  it('asks ?action=mailchimp_get_user_by_hash with the mc_cart_id once per page and remembers the address', async () => {
    const { lookUpRecoveredCart, readMarketingCookie } = await load();
    const { seen } = fakeServer(json({ success: true, email: 'ana+r@exemplu.ro' }));
    const url = new URL('https://magazin.test/finalizare-comanda/?mc_cart_id=abc123');
    await lookUpRecoveredCart(url);
    await lookUpRecoveredCart(url);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url.searchParams.get('action')).toBe('mailchimp_get_user_by_hash');
    expect(seen[0]!.url.searchParams.get('hash')).toBe('abc123');
    expect(readMarketingCookie('mailchimp.cart.current_email')).toBe('ana+r@exemplu.ro');
  });

  it('asks nothing without mc_cart_id', async () => {
    const { lookUpRecoveredCart } = await load();
    const { seen } = fakeServer();
    await lookUpRecoveredCart(new URL('https://magazin.test/finalizare-comanda/'));
    expect(seen).toHaveLength(0);
  });

  it.each([
    ['hostile text', json({ success: true, email: '<img src=x onerror=alert(1)>' })],
    ['a wrong shape', json({ success: true, email: 42 })],
    ['no user', json({ success: false })],
    ['a 500', new Response('', { status: 500 })],
  ])('remembers nothing after %s', async (_name, reply) => {
    const { lookUpRecoveredCart, readMarketingCookie } = await load();
    fakeServer(reply);
    await lookUpRecoveredCart(new URL('https://magazin.test/?mc_cart_id=abc123'));
    expect(readMarketingCookie('mailchimp.cart.current_email')).toBe('');
  });
});
