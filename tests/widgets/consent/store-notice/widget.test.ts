import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runWidgets, stopWidgets } from '../../product/product-page-runtime.ts';

const NOTICE =
  '<main id="main"></main><p class="woocommerce-store-notice demo_store" data-notice-id="abc" style="display:none;">Livrare gratuită <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Închide</a></p>';
let observer: MutationObserver | undefined;

beforeEach(() => Cookies.remove('store_noticeabc', { path: '/' }));
afterEach(async () => {
  await stopWidgets(observer);
  Cookies.remove('store_noticeabc', { path: '/' });
});

describe('store-notice', () => {
  it('shows the notice and hides it for good on dismiss (store_notice{id}=hidden)', async () => {
    observer = await runWidgets(['store-notice'], NOTICE);
    const notice = document.querySelector<HTMLElement>('.woocommerce-store-notice')!;
    expect(notice.style.display).toBe('block');
    const link = notice.querySelector<HTMLElement>('a')!;
    link.focus();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(notice.style.display).toBe('none');
    expect(Cookies.get('store_noticeabc')).toBe('hidden');
    expect(document.activeElement).toBe(document.getElementById('main'));
  });

  it('stays hidden when the cookie says it was dismissed', async () => {
    Cookies.set('store_noticeabc', 'hidden', { path: '/' });
    observer = await runWidgets(['store-notice'], NOTICE);
    expect(document.querySelector<HTMLElement>('.woocommerce-store-notice')!.style.display).toBe('none');
  });
});
