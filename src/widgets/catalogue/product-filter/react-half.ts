import { setSku } from '../shared/filter-state.ts';
import type { Unmount } from '../../../runtime/types.ts';
import { whenTouched } from '../../../ui/when-touched.ts';
import { handOverChips } from './hand-over.ts';
import { panelOnceLoaded } from './panel-loader.ts';
import { chipsPanel, type FilterSession } from './session.ts';
import { apply } from './submit.ts';

/**
 * React arrives with the first touch of the form or the chips' panel (design §8); until then the
 * chips are drawn as DOM and the logic works on the server's controls. Returns its unmount.
 */
export function mountReactHalf(session: FilterSession): Unmount {
  const { host, context, config } = session;
  let unmountPanel: Unmount = () => {};
  context.run(async () => {
    const topPanel = document.querySelector('.woof_products_top_panel');
    await whenTouched([host, topPanel ?? host], context.signal, context.cause);
    const mountPanel = await panelOnceLoaded([host, topPanel ?? host], context);
    if (!mountPanel || !host.isConnected || context.signal.aborted) return;
    session.drawing = true;
    await handOverChips(
      chipsPanel(),
      () => {
        const root = document.createElement('div');
        root.hidden = true; // everything FilterPanel draws goes through portals
        document.body.append(root);
        const props = {
          chips: session.chips,
          state: session.view,
          skuItems: config.skuAutocompleteItems,
          overlaySkin: config.overlaySkin,
          onSkuPick: (value: string) => apply(session, setSku(session.values, value), true),
        };
        unmountPanel = mountPanel(root, props, context);
      },
      context.signal,
    );
  });
  return () => unmountPanel();
}
