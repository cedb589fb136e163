import { fetchBulkTable } from './api/discounts.ts';
import type { WidgetContext } from '../../../runtime/types.ts';
import { setBusy } from '../../../ui/busy.ts';
import { createLatestGate, bulkTableProductId } from './model.ts';
import { VITRINA_EVENTS } from '../../../lib/events.ts';

const TABLE = '.awdr-bulk-customizable-table';
/** §9: the reload waits 100 ms; the table fades to the configured opacity (0.5) meanwhile. */
const RELOAD_DELAY_MS = 100;

interface VariationDetail {
  readonly variationId: number | null;
}

function detailOf(event: Event): VariationDetail | null {
  if (!(event instanceof CustomEvent) || typeof event.detail !== 'object' || event.detail === null) return null;
  const id: unknown = (event.detail as { variationId?: unknown }).variationId;
  return { variationId: typeof id === 'number' ? id : null };
}

/** Replaces the table with the server's (same-origin HTML); an error empties it (spec §8). */
function replaceTable(table: HTMLElement, html: string): HTMLElement {
  const template = document.createElement('template');
  template.innerHTML = html;
  const fresh = template.content.querySelector<HTMLElement>(TABLE);
  if (fresh) {
    table.replaceWith(fresh);
    return fresh;
  }
  table.innerHTML = html;
  return table;
}

/** The bulk table follows the shown variation: the variation's table, or the product's when hidden. */
export function watchBulkTable(form: HTMLFormElement, opacity: number, context: WidgetContext): () => void {
  const scope = form.closest('.product') ?? document;
  const gate = createLatestGate<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const reload = (productId: string | null) => {
    if (!productId || !scope.querySelector(TABLE)) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      const ticket = gate.begin(productId);
      const table = scope.querySelector<HTMLElement>(TABLE);
      if (!table) return;
      table.style.opacity = String(opacity);
      // No theme class: the plugin's own look for a reload is the configured opacity.
      setBusy(table, true, null);
      context.run(
        fetchBulkTable(productId).then((answer) => {
          if (!gate.isCurrent(ticket)) return;
          const current = scope.querySelector<HTMLElement>(TABLE) ?? table;
          current.style.opacity = '';
          setBusy(current, false, null);
          if (answer.ok) replaceTable(current, answer.value);
          else current.replaceChildren();
        }),
      );
    }, RELOAD_DELAY_MS);
  };
  const parentId = () =>
    form.querySelector<HTMLInputElement>('input[name="product_id"]')?.value ?? form.dataset.product_id ?? null;
  const onShow = (event: Event) => reload(bulkTableProductId(detailOf(event)?.variationId));
  const onHide = () => reload(bulkTableProductId(parentId()));
  const listeners = new AbortController();
  context.listen(form, VITRINA_EVENTS.variationShow, onShow, { signal: listeners.signal });
  context.listen(form, VITRINA_EVENTS.variationHide, onHide, { signal: listeners.signal });
  return () => {
    clearTimeout(timer);
    listeners.abort();
  };
}
