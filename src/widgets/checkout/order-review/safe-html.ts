import { sameOrigin } from '../../../lib/same-origin.ts';
import { navigableUrl } from '../../../lib/safe-navigation.ts';

/**
 * The one sanitizer for the short strings plugins print as markup in page globals (WooCommerce's
 * `i18n_checkout_error` carries a link to the order history; see docs/architecture.md, "HTML
 * fields"). checkout.js inserted them with .html(), so showing them as text shows their source,
 * and inserting them raw would run whatever a filter or a translation put in. Here they are parsed
 * in an inert document (no script runs, no image loads) and rebuilt from scratch: links only when
 * they go over http(s) to the shop's own origin, a few formatting tags, never an attribute other
 * than a link's href; every other element is replaced by its text, and the executable or hidden
 * ones (script, style, template, iframe…) by nothing.
 */
const FORMATTING = new Set(['STRONG', 'EM', 'B', 'I', 'BR']);
const DROPPED = new Set([
  'SCRIPT',
  'STYLE',
  'TEMPLATE',
  'NOSCRIPT',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'SVG',
  'MATH',
  'TEXTAREA',
  'TITLE',
  'HEAD',
  'SELECT',
  'OPTION',
]);

/** An http(s) URL on `origin`, absolute, or null. */
function sameOriginLink(href: string | null, origin: string, base: string): string | null {
  if (href === null) return null;
  const url = navigableUrl(href.trim() || base, base, { crossOrigin: true });
  return url !== null && sameOrigin(url, origin) ? url : null;
}

function rebuild(source: Node, into: Node, doc: Document, origin: string, base: string): void {
  for (const child of source.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) {
      into.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue; // comments, processing instructions
    const name = child.nodeName.toUpperCase();
    if (DROPPED.has(name)) continue;
    if (name === 'A') {
      const href = sameOriginLink((child as Element).getAttribute('href'), origin, base);
      if (href !== null) {
        const link = doc.createElement('a');
        link.href = href;
        rebuild(child, link, doc, origin, base);
        into.appendChild(link);
        continue;
      }
    } else if (FORMATTING.has(name)) {
      const element = doc.createElement(name.toLowerCase());
      rebuild(child, element, doc, origin, base);
      into.appendChild(element);
      continue;
    }
    // Any other element, or a link going elsewhere: its text stays, the element does not.
    rebuild(child, into, doc, origin, base);
  }
}

/** `html` as nodes of `doc` that are safe to insert; plain text comes back as one text node. */
export function sanitizeHtml(
  html: string,
  doc: Document = document,
  origin: string = location.origin,
  base: string = location.href,
): DocumentFragment {
  const parsed = new DOMParser().parseFromString(`<!DOCTYPE html><body>${html}</body>`, 'text/html');
  const fragment = doc.createDocumentFragment();
  rebuild(parsed.body, fragment, doc, origin, base);
  return fragment;
}

/** Escapes text for joining with markup before it goes through `sanitizeHtml`. */
export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
