import { effect, type ReadonlySignal } from '@preact/signals-core';
import { sanitizeHtml } from './safe-html.ts';
import type { WidgetContext } from '../../../runtime/types.ts';
import { createLiveRegion } from '../../../ui/live-region/live-region.ts';
import { bringNoticesIntoView } from '../../../ui/notices.ts';
import type { NoticeGroup } from './store.ts';
import { TEXTS } from './texts.ts';

function noticeList(group: NoticeGroup, doc: Document): HTMLUListElement {
  const list = doc.createElement('ul');
  list.className = `${group.tone === 'success' ? 'woocommerce-message' : 'woocommerce-error'} message-wrapper`;
  for (const notice of group.notices) {
    const item = doc.createElement('li');
    if (notice.fieldId) {
      item.dataset['id'] = notice.fieldId;
      const link = doc.createElement('a');
      link.href = `#${notice.fieldId}`;
      link.textContent = notice.text;
      item.append(link);
    } else if (notice.html !== undefined) item.append(sanitizeHtml(notice.html, doc));
    else item.textContent = notice.text;
    list.append(item);
  }
  return list;
}

/**
 * The checkout's notice group (WooCommerce's `.woocommerce-NoticeGroup-checkout`) drawn with DOM
 * code into `container`: an assertive live region present from the start, in a labelled group, so
 * the focus it takes is announced by name. Field errors link to their field; a new group scrolls
 * to 100 px under the top and takes focus 500 ms later, as checkout.js did (not centred).
 * Returns the unsubscribe.
 */
export function drawCheckoutNotices(
  container: HTMLElement,
  group: ReadonlySignal<NoticeGroup | null>,
  context: WidgetContext,
): () => void {
  const doc = container.ownerDocument;
  const area = doc.createElement('div');
  area.tabIndex = -1;
  area.setAttribute('role', 'group');
  area.className = 'woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout';
  area.setAttribute('aria-label', TEXTS.noticesLabel);
  const region = createLiveRegion('div', 'assertive', doc);
  area.append(region);
  container.append(area);

  context.listen(area, 'click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('li[data-id] > a') : null;
    const field = link ? doc.getElementById(link.parentElement?.dataset['id'] ?? '') : null;
    if (!field) return;
    event.preventDefault();
    field.focus();
  });

  return effect(() => {
    const current = group.value;
    region.replaceChildren(...(current && current.notices.length > 0 ? [noticeList(current, doc)] : []));
    if (current) bringNoticesIntoView(area);
  });
}
