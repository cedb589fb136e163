/**
 * The one same-origin check (design §7): `raw`, relative ones resolved against `base` (the page's
 * URL), is on `base`'s origin. The request gate asks it before a nonce leaves (api/origin.ts), and
 * navigation asks it before the page goes anywhere (safe-navigation.ts, which also wants http(s)).
 * Opaque origins (`data:`, `about:`) match nothing. Never throws.
 */
export function sameOrigin(raw: string, base: string): boolean {
  try {
    const origin = new URL(raw, base).origin;
    return origin !== 'null' && origin === new URL(base).origin;
  } catch {
    return false;
  }
}
