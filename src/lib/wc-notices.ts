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
   * The same notice as markup a plugin printed in a page global (`i18n_checkout_error`), drawn
   * through lib/safe-html.ts instead of `text`. Never set from a server answer.
   */
  readonly html?: string;
}

export function parseNotices(html: string): Notice[] {
  if (html.trim() === '') return [];
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const items = [...doc.body.querySelectorAll('li')];
  const notices = items.length > 0 ? items.map((item) => ({ text: clean(item.textContent), fieldId: item.getAttribute('data-id') ?? '' })) : [{ text: clean(doc.body.textContent), fieldId: '' }];
  return notices.filter((notice) => notice.text !== '');
}

function clean(text: string | null): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}
