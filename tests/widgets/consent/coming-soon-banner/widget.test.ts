import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '../../../api/fake-server.ts';
import { COMING_SOON_TEXTS } from '../../../../src/widgets/consent/coming-soon-banner/texts.ts';
import { runWidgets, stopWidgets } from '../../product/product-page-runtime.ts';

// WooCommerce's coming-soon footer banner for managers (woocommerce 10.3 src/Admin/Features/LaunchYourStore.php
// maybe_add_coming_soon_banner_on_frontend, as the fixture shop prints it: fixtures/server/render/site-notices.ts):
// a dismiss link without href or text.
const BANNER = `<main id="main"></main><div id="coming-soon-footer-banner"><div class="coming-soon-footer-banner__content">Această pagină este în modul „În curând”.</div><a class="coming-soon-footer-banner-dismiss" data-rest-url="/wp-json/wp/v2/users/1" data-rest-nonce="n0nce"></a></div>`;

let observer: MutationObserver | undefined;
afterEach(async () => {
  await stopWidgets(observer);
  vi.unstubAllGlobals();
});

const banner = () => document.getElementById('coming-soon-footer-banner')!;
const dismiss = () => banner().querySelector<HTMLElement>('a.coming-soon-footer-banner-dismiss')!;
const assertive = () => document.querySelector('[aria-live="assertive"]')?.textContent ?? '';

describe('coming-soon banner (§2.12, §4.11)', () => {
  it('the banner is a named region and its empty dismiss link a named, focusable button', async () => {
    fakeServer();
    observer = await runWidgets(['coming-soon-banner'], BANNER);
    expect([banner().getAttribute('role'), banner().getAttribute('aria-label')]).toEqual([
      'region',
      COMING_SOON_TEXTS.region,
    ]);
    expect([dismiss().getAttribute('role'), dismiss().tabIndex, dismiss().getAttribute('aria-label')]).toEqual([
      'button',
      0,
      COMING_SOON_TEXTS.dismiss,
    ]);
  });

  it("§7.3 Enter sends the dismissal to the printed REST URL with the banner's nonce, then the banner is hidden", async () => {
    const server = fakeServer(json({ id: 1 }));
    observer = await runWidgets(['coming-soon-banner'], BANNER);
    dismiss().focus();
    dismiss().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(banner().style.display).toBe('none'), { timeout: 15_000 });
    const [request] = server.seen;
    expect([request!.url.pathname, request!.method, request!.headers.get('X-WP-Nonce')]).toEqual([
      '/wp-json/wp/v2/users/1',
      'POST',
      'n0nce',
    ]);
    expect(new URLSearchParams(request!.body).get('woocommerce_meta[coming_soon_banner_dismissed]')).toBe('yes');
    expect(banner().contains(document.activeElement)).toBe(false);
    expect(server.seen).toHaveLength(1);
  });

  it('a failed dismissal still hides the banner, as WooCommerce does, and says it will come back', async () => {
    fakeServer(new Response('error', { status: 500 }));
    observer = await runWidgets(['coming-soon-banner'], BANNER);
    dismiss().click();
    await vi.waitFor(() => expect(banner().style.display).toBe('none'), { timeout: 15_000 });
    await vi.waitFor(() => expect(assertive()).toBe(COMING_SOON_TEXTS.failed), { timeout: 15_000 });
  });

  it('a second press while the call runs sends nothing more', async () => {
    const server = fakeServer('hang');
    observer = await runWidgets(['coming-soon-banner'], BANNER);
    dismiss().click();
    dismiss().click();
    await vi.waitFor(() => expect(server.seen).toHaveLength(1), { timeout: 15_000 });
    expect(dismiss().getAttribute('aria-disabled')).toBe('true');
  });
});
