import type { WidgetModule } from '../../../runtime/types.ts';
import { prepareAnnouncer } from '../../../ui/announce.ts';
import { yieldToMain } from '../../../lib/yield-to-main.ts';
import { mountFailureLine } from './failure-line.ts';
import { listenForm } from './form-events.ts';
import { listenPage } from './page-events.ts';
import { enhanceBlocks, enhanceSliders } from './panel.ts';
import { mountReactHalf } from './react-half.ts';
import { createSession, render, showSurface } from './session.ts';
import { panelCallbacks } from './submit.ts';

export { FILTER_FAILED_TEXT } from './submit.ts';

/**
 * The WOOF / HUSKY filter panel (`.woof`, legacy front.js): state per §4.4 (session.ts), chips,
 * links per §2.1/§7.4, a submission lock with the loading popup, and the AJAX redraw mode (§4.4,
 * submit.ts) when the page has it on and prints `#woof_results_by_ajax`. The logic mounts on the
 * first touch (at the latest after `load`); what the panel draws of its own (chips, loading popup,
 * failure message, SKU autocomplete) is React (FilterPanel), fetched on the first touch (design §8).
 */
const productFilter: WidgetModule = {
  async mount(host, context) {
    const session = createSession(host, context);
    prepareAnnouncer();
    const errorSlot = document.createElement('div');
    errorSlot.className = 'woof_vitrina_error_slot';
    // Two tasks at first mount (85 ms in one at 4× CPU): the toggles now, the sliders after
    // the yield below, once every listener is set. Sliders first, the toggles moved their painted label
    // (a layout shift); after a paint their measurement lays nothing out again.
    enhanceBlocks(host, session.config);
    host.prepend(errorSlot);
    const unmountFailureLine = mountFailureLine(errorSlot, session.view.failure);
    render(session);
    listenForm(session);
    listenPage(session);
    showSurface(session);
    session.view.failure.value = null;
    const unmountPanel = mountReactHalf(session);
    await yieldToMain();
    // A redraw in between enhanced both at once.
    if (!session.parts && !context.signal.aborted)
      session.parts = enhanceSliders(host, session.config, panelCallbacks(session), context.listen);
    return () => {
      session.parts?.destroy();
      unmountPanel();
      unmountFailureLine();
      errorSlot.remove();
      session.view.surface.value = null;
    };
  },
};

export default productFilter;
