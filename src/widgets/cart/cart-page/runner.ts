import { CART_FORM, CART_TOTALS } from '../../../lib/cart-page-swap.ts';
import type { WidgetContext } from '../../../runtime/types.ts';
import { setBusy } from '../../../ui/busy.ts';

/**
 * One cart change at a time, as WooCommerce's cart.js blocked the form and the totals while a
 * request ran: a second click waits for nothing and sends nothing. The regions are marked busy
 * (the theme's `processing` overlay); a swapped-in region arrives without the mark.
 */
export type Runner = (task: () => Promise<void>) => void;

/** `settled` runs after every task: what the widget binds to swapped regions is bound again there. */
export function createRunner(context: WidgetContext, settled: () => void): Runner {
  let running = false;
  return (task) => {
    if (running) return;
    running = true;
    const regions = [...document.querySelectorAll<HTMLElement>(`${CART_FORM}, ${CART_TOTALS}`)];
    regions.forEach((region) => setBusy(region, true, 'processing'));
    context.run(
      task().finally(() => {
        running = false;
        regions.forEach((region) => setBusy(region, false, 'processing'));
        settled();
      }),
    );
  };
}

/** The fields a native submit would send, the pressed button included. */
export function formBody(form: HTMLFormElement, submitter?: HTMLElement | null): URLSearchParams {
  const body = new URLSearchParams();
  const data = submitter ? new FormData(form, submitter) : new FormData(form);
  for (const [name, value] of data) if (typeof value === 'string') body.append(name, value);
  return body;
}
