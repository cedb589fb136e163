import { quickView } from './api/quick-view.ts';
import type { WidgetModule } from '../../../runtime/types.ts';
import { createElement } from 'react';
import { mountReact } from '../../../ui/mount-react.tsx';
import { pressesButton } from '../../../ui/keys.ts';
import { productName, productPage } from './model.ts';
import { QuickView, type QuickViewHandle } from './QuickView.tsx';
import { setBusy } from '../../../ui/busy.ts';
import { ensureQuickViewStyles } from './styles.ts';

/**
 * Flatsome quick view (`.quick-view[data-prod]`, spec §2.2): the product fragment from
 * `flatsome_quickview` in a modal dialog. Failure is not shown (§8), but the shopper is not left
 * stuck: the loading state ends and the shopper goes to the product page instead.
 */
const quickViewWidget: WidgetModule = {
  mount(host, context) {
    ensureQuickViewStyles();
    let busy = false;
    let dialog: QuickViewHandle | undefined;
    host.setAttribute('role', 'button');
    const name = productName(host);
    if (name && !host.hasAttribute('aria-label')) host.setAttribute('aria-label', `Vizualizare rapidă: ${name}`);

    const open = async () => {
      if (busy) return;
      busy = true;
      setBusy(host, true);
      const result = await quickView(host.dataset.prod ?? '');
      busy = false;
      setBusy(host, false);
      if (!result.ok || result.value.trim() === '') {
        console.warn(
          `[vitrina] quick-view: flatsome_quickview failed${result.ok ? ' (empty answer)' : ` (${result.error.kind})`}`,
        );
        const fallback = productPage(host);
        if (fallback) location.assign(fallback);
        return;
      }
      dialog?.show(result.value);
    };
    context.listen(host, 'click', (event) => {
      if (!(event instanceof MouseEvent) || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      event.preventDefault();
      return open();
    });
    context.listen(host, 'keydown', (event) => {
      if (event instanceof KeyboardEvent && pressesButton(event, host)) host.click();
    });
    // The dialog lives in a root of its own (it renders into body through a portal).
    const container = document.createElement('div');
    container.hidden = true;
    document.body.append(container);
    const bind = (handle: QuickViewHandle) => {
      dialog = handle;
    };
    const unmount = mountReact(
      container,
      createElement(QuickView, { fallbackLabel: name ?? 'Vizualizare rapidă', bind }),
      context,
    );
    return () => {
      dialog?.close();
      unmount();
    };
  },
};

export default quickViewWidget;
