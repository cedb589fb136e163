import type { ReadonlySignal } from '@preact/signals-core';
import { Dialog } from '../../../ui/Dialog.tsx';
import { useSignals } from '../../../ui/use-signals.ts';
import { TEXTS } from './texts.ts';

/**
 * The terms and conditions in the shared lightbox (spec §2.7). The text is the page's own
 * `.woocommerce-terms-and-conditions` markup, printed by the server in this document.
 */
export function TermsDialog({
  html,
  onClose,
}: {
  readonly html: ReadonlySignal<string | null>;
  readonly onClose: () => void;
}) {
  useSignals();
  const content = html.value;
  return (
    <Dialog open={content !== null} onClose={onClose} labelledBy="vitrina-terms-title" className="vitrina-terms-dialog">
      <h2 id="vitrina-terms-title">{TEXTS.termsTitle}</h2>
      {/* The page's own server-printed terms, not a response. */}
      <div className="vitrina-terms-content" dangerouslySetInnerHTML={{ __html: content ?? '' }} />
    </Dialog>
  );
}
