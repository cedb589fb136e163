import { CART_FORM, CART_TOTALS } from './cart-page-swap.ts';
import type { WidgetContext } from '../../../runtime/types.ts';
import { setBusy } from '../../../ui/busy.ts';

/**
 * One cart change at a time, as WooCommerce's cart.js blocked the form and the totals while a
 * request ran; but a second action while one runs is queued, not dropped (the shopper asked for it): it runs
 * when the first has settled, reading the form as it is then. The regions stay marked busy (the
 * theme's `processing` overlay) until the queue is empty; a swapped-in region arrives without
 * the mark and is marked again.
 */
export type Runner = (task: () => Promise<void>) => void;

/** `settled` runs after every task: what the widget binds to swapped regions is bound again there. */
export function createRunner(context: WidgetContext, settled: () => void): Runner {
  const waiting: (() => Promise<void>)[] = [];
  let running = false;
  const regions = () => [...document.querySelectorAll<HTMLElement>(`${CART_FORM}, ${CART_TOTALS}`)];
  const next = (): Promise<void> | undefined => {
    const task = waiting.shift();
    if (!task) {
      running = false;
      regions().forEach((region) => setBusy(region, false, 'processing'));
      return undefined;
    }
    regions().forEach((region) => setBusy(region, true, 'processing'));
    // A task that throws is the runtime's to report; the ones behind it still run.
    return task()
      .catch((error: unknown) => {
        console.error('[vitrina] cart page:', error);
      })
      .finally(() => {
        settled();
        return next();
      });
  };
  return (task) => {
    waiting.push(task);
    if (running) return;
    running = true;
    const chain = next();
    if (chain) context.run(chain);
  };
}

/** The fields a native submit would send, the pressed button included. */
export function formBody(form: HTMLFormElement, submitter?: HTMLElement | null): URLSearchParams {
  const body = new URLSearchParams();
  const data = submitter ? new FormData(form, submitter) : new FormData(form);
  for (const [name, value] of data) if (typeof value === 'string') body.append(name, value);
  return body;
}
