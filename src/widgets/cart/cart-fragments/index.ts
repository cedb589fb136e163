import { effect } from '@preact/signals-core';
import { readCartFragmentsParams } from '../../../config/woocommerce.ts';
import { DEFAULTS } from '../../../config/defaults.ts';
import { onLegacyEvents } from '../shared/legacy/cart-events.ts';
import { decideCache } from './state/cache.ts';
import { configureCartCache } from '../shared/state/cache-store.ts';
import { readCartCookies } from '../shared/state/cookies.ts';
import { restoreCart } from './state/restore.ts';
import { countMiniCartItems } from '../shared/state/count.ts';
import { cartActivity, seedCartCount } from '../shared/state/signals.ts';
import { openCartStorage } from '../shared/state/storage.ts';
import type { WidgetModule } from '../../../runtime/types.ts';
import { cacheSnapshot, otherTabChangedCart } from './model.ts';

/**
 * The page-level side of the cart (WooCommerce's cart-fragments.js), hosted on `body`: the cache
 * and its refreshes concern the whole page — the header count, every mini-cart, the cart
 * widgets — and must run once per page whether or not a mini-cart is printed, exactly as the
 * original script ran once per page. `body` is on every page, appears once, and is never
 * replaced by a fragment, so the widget mounts once and stays. The requests themselves are the
 * cart actions of `state/cart/`; this widget decides when (start, cache age, other tabs, bfcache).
 */
const cartFragments: WidgetModule = {
  mount(host, context) {
    if (host !== document.body) return undefined;
    const params = readCartFragmentsParams();
    const storage = openCartStorage(params);
    configureCartCache({ storage, time: Date.now(), timeoutMs: params.requestTimeoutMs });
    // The request layer comes with the first refresh: a page whose cache is valid, or whose cart
    // is empty, never fetches it (about 3 KB gzip spared on such pages).
    const refresh = () => context.run(import('../shared/state/actions.ts').then(({ refreshCart }) => refreshCart()));
    const lifetime = DEFAULTS.fragmentsLifetimeMs;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const scheduleRefresh = (inMs: number) => {
      clearTimeout(timer);
      timer = setTimeout(refresh, inMs);
    };

    const offLegacy = onLegacyEvents(['wc_fragment_refresh', 'updated_wc_div'], refresh);
    // Fresh fragments live for the cache lifetime, then are asked for again.
    const offActivity = effect(() => {
      if (cartActivity.value?.kind === 'refreshed') scheduleRefresh(lifetime);
    });
    context.listen(window, 'storage', (event) => {
      if (event instanceof StorageEvent && otherTabChangedCart(event.key, params.cartHashKey, storage)) refresh();
    });
    context.listen(window, 'pageshow', (event) => {
      if (!(event instanceof PageTransitionEvent) || !event.persisted) return;
      document.querySelectorAll('.widget_shopping_cart_content').forEach((content) => content.replaceChildren());
      refresh();
    });

    const content = document.querySelector('.widget_shopping_cart_content');
    if (content) seedCartCount(countMiniCartItems(content));

    const snapshot = cacheSnapshot(storage, readCartCookies());
    const decision = decideCache(snapshot, Date.now(), lifetime);
    if (decision.action === 'use') {
      restoreCart(decision.fragments);
      scheduleRefresh(decision.refreshInMs);
    } else if (decision.action === 'refresh') {
      refresh();
    }

    return () => {
      clearTimeout(timer);
      offLegacy();
      offActivity();
    };
  },
};

export default cartFragments;
