import type { ReadonlySignal } from '@preact/signals-core';
import { useEffect, useRef } from 'react';
import { LiveRegion } from '../../../ui/LiveRegion.tsx';
import { bringNoticesIntoView } from '../../../ui/notices.ts';
import { useSignals } from '../../../ui/use-signals.ts';
import type { NoticeGroup } from './store.ts';
import { TEXTS } from './texts.ts';

/**
 * The checkout's notice group (WooCommerce's `.woocommerce-NoticeGroup-checkout`), an assertive
 * live region present from the start; a labelled group, so the focus it takes is announced by name. Field errors link to their field; a new group scrolls to
 * 100 px under the top and takes focus 500 ms later, as checkout.js did (not centred).
 */
export function CheckoutNotices({ group }: { readonly group: ReadonlySignal<NoticeGroup | null> }) {
  useSignals();
  const current = group.value;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!current || !ref.current) return;
    bringNoticesIntoView(ref.current);
  }, [current]);

  const focusField = (id: string) => (event: React.MouseEvent) => {
    const field = document.getElementById(id);
    if (!field) return;
    event.preventDefault();
    field.focus();
  };

  return (
    <div ref={ref} tabIndex={-1} role="group" className="woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout" aria-label={TEXTS.noticesLabel}>
      <LiveRegion politeness="assertive">
        {current && current.notices.length > 0 ? (
          <ul className={`${current.tone === 'success' ? 'woocommerce-message' : 'woocommerce-error'} message-wrapper`}>
            {current.notices.map((notice, index) => (
              <li key={`${current.serial}-${index}`} data-id={notice.fieldId || undefined}>
                {notice.fieldId ? (
                  <a href={`#${notice.fieldId}`} onClick={focusField(notice.fieldId)}>
                    {notice.text}
                  </a>
                ) : (
                  notice.text
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </LiveRegion>
    </div>
  );
}
