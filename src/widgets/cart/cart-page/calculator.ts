import { CART_TOTALS } from './cart-page-swap.ts';
import type { WidgetContext } from '../../../runtime/types.ts';
import { linkDisclosure, type Disclosure } from '../../../ui/disclosure.ts';

/**
 * The shipping calculator's link made a disclosure (ui/disclosure). The totals are swapped after
 * each change, so the disclosure is bound to the totals in the page now and bound again when they
 * are new; the old binding's listeners go with its own signal, not at the widget's unmount.
 */
export function createCalculatorBinder(context: WidgetContext): { bind(): void; destroy(): void } {
  let bound: Element | null = null;
  let scope = new AbortController();
  let disclosure: Disclosure | null = null;
  const release = () => {
    scope.abort();
    disclosure?.destroy();
    disclosure = null;
  };
  return {
    bind() {
      const totals = document.querySelector(CART_TOTALS);
      if (totals === bound) return;
      release();
      bound = totals;
      const link = totals?.querySelector<HTMLElement>('a.shipping-calculator-button');
      const panel = totals?.querySelector<HTMLElement>('.shipping-calculator-form');
      if (!link || !panel) return;
      scope = new AbortController();
      const signal = scope.signal;
      // linkDisclosure passes no signal of its own; this binding's scope removes its listeners.
      const scoped: WidgetContext = {
        ...context,
        listen: (
          target: EventTarget,
          type: string,
          handler: (event: Event) => unknown,
          options?: AddEventListenerOptions,
        ) => context.listen(target, type, handler, { ...options, signal }),
      };
      disclosure = linkDisclosure(link, panel, scoped, () =>
        panel.querySelector<HTMLElement>('select, input:not([type="hidden"])'),
      );
    },
    destroy: release,
  };
}
