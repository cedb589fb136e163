/**
 * WooCommerce answers notices as HTML (`<ul class="woocommerce-error"><li data-id="…">…</li></ul>`).
 * Only their text and the field they name are kept: the markup is parsed in an inert document
 * (no script runs, no image loads) and rendered again by React as text.
 */
export interface Notice {
  readonly text: string;
  /** The id of the field the notice is about (li[data-id]), or ''. */
  readonly fieldId: string;
  /**
   * The same notice as markup, drawn through the order review's safe-html.ts instead of `text`: a plugin's page
   * global (`i18n_checkout_error`), or a same-origin answer's notice that carries a link (asked
   * for with `keepLinks`).
   */
  readonly html?: string;
}

export interface ParseOptions {
  /**
   * Keep a notice's markup when it holds a link: WooCommerce's session-expired notice is a sentence
   * and a link back to the shop, which checkout.js inserted as HTML. Only for same-origin answers;
   * the sanitizer keeps links to the shop's own origin alone.
   */
  readonly keepLinks?: boolean;
}

export function parseNotices(html: string, options: ParseOptions = {}): Notice[] {
  if (html.trim() === '') return [];
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const items = [...doc.body.querySelectorAll('li')];
  const notices: Notice[] =
    items.length > 0
      ? items.map((item) => notice(item, options))
      : [{ text: clean(doc.body.textContent), fieldId: '' }];
  return notices.filter((entry) => entry.text !== '');
}

function notice(item: Element, { keepLinks = false }: ParseOptions): Notice {
  const text = clean(item.textContent);
  const fieldId = item.getAttribute('data-id') ?? '';
  // A field's notice is drawn as a link to its field; only a free-standing one keeps its own link.
  if (!keepLinks || fieldId !== '' || item.querySelector('a[href]') === null) return { text, fieldId };
  return { text, fieldId, html: item.innerHTML.trim() };
}

function clean(text: string | null): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}
