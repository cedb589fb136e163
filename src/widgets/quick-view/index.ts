import { quickView } from '../../api/index.ts';
import { navigableUrl } from '../../lib/safe-navigation.ts';
import type { WidgetModule } from '../../runtime/types.ts';
import { openQuickViewDialog } from './dialog.ts';

/**
 * Flatsome quick view (`.quick-view[data-prod]`, spec §2.2): the product fragment from
 * `flatsome_quickview` in a modal dialog. Failure is not shown (§8), but the shopper is not left
 * stuck: the loading state ends and the shopper goes to the product page instead.
 */
function productPage(host: HTMLElement): string | null {
  const card = host.closest('.product-small, .product');
  const link = card?.querySelector<HTMLAnchorElement>('a.woocommerce-LoopProduct-link[href], .box-image a[href]');
  return link ? navigableUrl(link.getAttribute('href') ?? '', location.href) : null;
}

const quickViewWidget: WidgetModule = {
  mount(host) {
    let busy = false;
    let closeOpen: (() => void) | undefined;
    host.setAttribute('role', 'button');
    const name = host.closest('.product-small, .product')?.querySelector('.product-title, .woocommerce-loop-product__title')?.textContent?.trim();
    if (name && !host.hasAttribute('aria-label')) host.setAttribute('aria-label', `Vizualizare rapidă: ${name}`);

    const open = async () => {
      if (busy) return;
      busy = true;
      host.classList.add('loading');
      host.setAttribute('aria-busy', 'true');
      const result = await quickView(host.dataset.prod ?? '');
      busy = false;
      host.classList.remove('loading');
      host.removeAttribute('aria-busy');
      if (!result.ok || result.value.trim() === '') {
        console.warn(`[vitrina] quick-view: flatsome_quickview failed${result.ok ? ' (empty answer)' : ` (${result.error.kind})`}`);
        const fallback = productPage(host);
        if (fallback) location.assign(fallback);
        return;
      }
      closeOpen = openQuickViewDialog(result.value, host, name ?? 'Vizualizare rapidă');
    };
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      void open();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== ' ') return; // Enter already clicks the link; Space does so for role=button
      event.preventDefault();
      void open();
    };
    host.addEventListener('click', onClick);
    host.addEventListener('keydown', onKeyDown);
    return () => {
      host.removeEventListener('click', onClick);
      host.removeEventListener('keydown', onKeyDown);
      closeOpen?.();
    };
  },
};

export default quickViewWidget;
