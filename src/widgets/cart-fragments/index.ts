import { readCartFragmentsParams } from '../../config/index.ts';
import { DEFAULTS } from '../../config/defaults.ts';
import { onLegacyEvents } from '../../legacy/cart-events.ts';
import { legacyCartEvents } from '../../legacy/cart-events.ts';
import { receiveCart, seedCartCount } from '../../state/cart.ts';
import { decideCache } from '../../state/cart-cache.ts';
import { readCartCookies } from '../../state/cart-cookies.ts';
import { countMiniCartItems } from '../../state/cart-count.ts';
import { emitCartEvent, onCartEvent } from '../../state/cart-events.ts';
import { replaceFragments } from '../../state/cart-fragments-dom.ts';
import { openCartStorage } from '../../state/cart-storage.ts';
import type { WidgetModule } from '../../runtime/types.ts';
import { refreshCart } from './refresh.ts';

/**
 * The page-level side of the cart (WooCommerce's cart-fragments.js), hosted on `body`: the cache
 * and its refreshes concern the whole page — the header count, every mini-cart, the cart
 * widgets — and must run once per page whether or not a mini-cart is printed, exactly as the
 * original script ran once per page. `body` is on every page, appears once, and is never
 * replaced by a fragment, so the widget mounts once and stays.
 */
const cartFragments: WidgetModule = {
  mount(host) {
    if (host !== document.body) return undefined;
    const params = readCartFragmentsParams();
    const storage = openCartStorage(params);
    const refreshOptions = { time: Date.now(), timeoutMs: params.requestTimeoutMs, storage };
    const refresh = () => void refreshCart(refreshOptions);
    const lifetime = DEFAULTS.fragmentsLifetimeMs;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const scheduleRefresh = (inMs: number) => {
      clearTimeout(timer);
      timer = setTimeout(refresh, inMs);
    };

    const stored = (fragments: Parameters<NonNullable<typeof storage>['save']>[0], hash: string) => {
      if (!storage) return;
      const previous = storage.read().storedHash;
      storage.save(fragments, hash, previous === null || previous === '', Date.now());
    };

    const offs = [
      onLegacyEvents(['wc_fragment_refresh', 'updated_wc_div'], refresh),
      onCartEvent('refresh', refresh),
      onCartEvent('added', ({ fragments, cartHash }) => fragments && stored(fragments, cartHash)),
      onCartEvent('removed', ({ fragments, cartHash }) => stored(fragments, cartHash)),
      onCartEvent('fragments-refreshed', () => scheduleRefresh(lifetime)),
    ];

    const onStorage = (event: StorageEvent) => {
      if (!storage || event.key !== params.cartHashKey) return;
      if (storage.sharedHash() !== storage.read().storedHash) refresh();
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      document.querySelectorAll('.widget_shopping_cart_content').forEach((content) => content.replaceChildren());
      refresh();
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener('pageshow', onPageShow);

    const content = document.querySelector('.widget_shopping_cart_content');
    if (content) seedCartCount(countMiniCartItems(content));

    const snapshot = { storageAvailable: storage !== null, ...(storage?.read() ?? { storedFragments: null, storedHash: null, created: null }), ...readCartCookies() };
    const decision = decideCache(snapshot, Date.now(), lifetime);
    if (decision.action === 'use') {
      replaceFragments(decision.fragments);
      receiveCart(decision.fragments, snapshot.storedHash ?? '');
      scheduleRefresh(decision.refreshInMs);
      emitCartEvent('fragments-loaded', { fragments: decision.fragments });
      legacyCartEvents.fragmentsLoaded();
    } else if (decision.action === 'refresh') {
      refresh();
    }

    return () => {
      clearTimeout(timer);
      offs.forEach((off) => off());
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('pageshow', onPageShow);
    };
  },
};

export default cartFragments;
