import type { Unmount, WidgetContext } from '../../../runtime/types.ts';
import { setBusy } from '../../../ui/busy.ts';
import type { Store } from './store.ts';

const LINK = 'a.woocommerce-terms-and-conditions-link';
const TERMS = '.woocommerce-terms-and-conditions';

/**
 * The terms link (spec §2.7): the page's own `.woocommerce-terms-and-conditions` text opens in the
 * shared dialog. The dialog is the order review's only React part (design §8, React on need): its
 * chunk is imported on the shopper's first press and opens as soon as it arrives, so the press is
 * never lost. Should the chunk fail, the text unfolds in place, as checkout.js showed it.
 */
export function watchTermsLink(form: HTMLFormElement, store: Store, context: WidgetContext): () => void {
  let unmount: Unmount | null = null;
  let loading = false;

  // The shared Dialog opens with showModal() before it records the opener, so it cannot give focus
  // back to the link; the widget does, once the dialog has closed (the link may have been redrawn).
  const close = () => {
    store.termsHtml.value = null;
    requestAnimationFrame(() => form.querySelector<HTMLElement>(LINK)?.focus());
  };

  const load = (link: HTMLElement) => {
    loading = true;
    setBusy(link, true, null);
    context.preload('terms-view');
    const task = import('./terms-view.tsx')
      .then(({ showTerms }) => {
        if (context.signal.aborted) return;
        const container = form.ownerDocument.createElement('div');
        container.className = 'vitrina-checkout-terms';
        form.prepend(container);
        unmount = showTerms(container, store.termsHtml, close, context);
      })
      .catch((error: unknown) => {
        store.termsHtml.value = null;
        const terms = form.querySelector<HTMLElement>(TERMS);
        if (terms) terms.style.display = 'block';
        link.classList.add('woocommerce-terms-and-conditions-link--open');
        throw error;
      })
      .finally(() => {
        loading = false;
        setBusy(link, false, null);
      });
    context.run(task);
  };

  context.listen(form, 'click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLElement>(LINK) : null;
    const terms = form.querySelector(TERMS);
    if (!link || !terms || terms.innerHTML.trim() === '') return;
    event.preventDefault();
    store.termsHtml.value = terms.innerHTML;
    if (!unmount && !loading) load(link);
  });
  return () => unmount?.();
}
