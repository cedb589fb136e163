import { readSection } from './section.ts';

export interface RestSettings {
  /** Ends with '/'; may contain '?rest_route=/' when permalinks are off. */
  readonly root: string;
  readonly nonce: string;
  /** admin-ajax.php?action=rest-nonce */
  readonly nonceEndpoint: string;
}

/**
 * WordPress prints `wpApiSettings {root, nonce}` when the REST client is on the page, and a
 * `<link rel="https://api.w.org/">` on every page; the override may supply either.
 */
export function readRestSettings(adminAjaxUrl: string): RestSettings {
  const section = readSection('wpApiSettings', { required: false });
  const linked = document.querySelector<HTMLLinkElement>('link[rel="https://api.w.org/"]')?.getAttribute('href');
  const root = section.string('root', linked ?? '/wp-json/');
  return {
    root: root.endsWith('/') ? root : `${root}/`,
    nonce: section.string('nonce', ''),
    nonceEndpoint: `${adminAjaxUrl}${adminAjaxUrl.includes('?') ? '&' : '?'}action=rest-nonce`,
  };
}
