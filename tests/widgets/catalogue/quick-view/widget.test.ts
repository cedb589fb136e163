import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../api/fake-server.ts';
import { runWidgets, stopWidgets } from '../../product/product-page-runtime.ts';
import { settle } from '../../../runtime/helpers.ts';

// Flatsome's product card with its quick-view link (woocommerce/content-product.php, as the fixture
// shop prints it: fixtures/server/render/product-card.ts).
const CARD = `<div class="product-small col"><div class="product-small box">
<div class="box-image"><a href="/p/tricou/"><img alt=""></a><div class="image-tools"><a class="quick-view" data-prod="42" href="#quick-view">Vizualizare rapidă</a></div></div>
<div class="box-text"><p class="name product-title woocommerce-loop-product__title"><a href="/p/tricou/" class="woocommerce-LoopProduct-link">Tricou verde</a></p></div></div></div>`;
// flatsome inc/woocommerce/structure-wc-quickview.php answers woocommerce/content-single-product-lightbox.php.
const FRAGMENT =
  '<div class="product-lightbox"><div class="product-info"><h1 class="product-title product_title entry-title">Tricou verde</h1><p class="price">49 lei</p></div></div>';

let observer: MutationObserver | undefined;
let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

beforeEach(() => {
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  await stopWidgets(observer);
  vi.unstubAllGlobals();
});

const link = () => document.querySelector<HTMLElement>('.quick-view')!;
const press = () => link().dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));

describe('quick view (§2.2)', () => {
  it('the link is a button named after its product', async () => {
    fakeServer();
    observer = await runWidgets(['quick-view'], CARD);
    expect([link().getAttribute('role'), link().getAttribute('aria-label')]).toEqual([
      'button',
      'Vizualizare rapidă: Tricou verde',
    ]);
  });

  it('shows the product fragment from flatsome_quickview in a dialog named by the product title', async () => {
    const server = fakeServer(new Response(FRAGMENT, { headers: { 'Content-Type': 'text/html' } }));
    observer = await runWidgets(['quick-view'], CARD);
    press();
    await vi.waitFor(() => expect(document.querySelector('dialog')).not.toBeNull(), { timeout: 15_000 });
    const dialog = document.querySelector('dialog')!;
    expect(new URLSearchParams(server.seen[0]!.body).get('action')).toBe('flatsome_quickview');
    expect(new URLSearchParams(server.seen[0]!.body).get('product')).toBe('42');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Tricou verde');
    expect(dialog.querySelector('.price')?.textContent).toBe('49 lei');
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([
    ['WordPress answers 0', () => new Response('0')],
    ['the answer is empty', () => new Response('  ')],
    ['the server fails', () => new Response('error', { status: 500 })],
  ])('§8 when %s, no dialog opens and the shopper goes to the product page', async (_case, reply) => {
    fakeServer(reply());
    observer = await runWidgets(['quick-view'], CARD);
    press();
    await vi.waitFor(() => expect(assign).toHaveBeenCalled(), { timeout: 15_000 });
    await settle();
    expect(assign.mock.calls).toEqual([[new URL('/p/tricou/', location.href).href]]);
    expect(document.querySelector('dialog')).toBeNull();
    expect(link().getAttribute('aria-busy')).not.toBe('true');
  });
});
