import type * as KyModule from 'ky';

export type Ky = typeof KyModule;

let loading: Promise<Ky> | undefined;

/**
 * ky, fetched when it is first needed rather than with every page: most pages settle without a
 * request (a valid cart cache, nothing touched), and ky is about 5 KB of gzip. A load that failed
 * (offline) is not kept, so the next request fetches it again.
 */
export function loadTransport(): Promise<Ky> {
  loading ??= import('ky').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** What a shopper does before nearly every request: press, tap, type. */
const FIRST_TOUCH = ['pointerdown', 'touchstart', 'keydown'] as const;

/**
 * Starts fetching ky at the page's first press, tap or key, so the request that follows (an add to
 * cart, a filter, a search) does not wait for it. Once only; a failure here is left to the request.
 */
export function loadTransportOnFirstTouch(target: EventTarget): void {
  const start = (): void => {
    for (const type of FIRST_TOUCH) target.removeEventListener(type, start, true);
    loadTransport().catch(() => undefined);
  };
  for (const type of FIRST_TOUCH) target.addEventListener(type, start, { capture: true, passive: true });
}
