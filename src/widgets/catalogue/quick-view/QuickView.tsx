import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DEFAULTS } from '../../../config/defaults.ts';
import { Dialog } from '../../../ui/Dialog.tsx';
import { parseHtml, ServerHtml } from './ServerHtml.tsx';

export interface QuickViewHandle {
  show(html: string): void;
  close(): void;
}

interface Props {
  readonly fallbackLabel: string;
  /** Hands the widget the way to show an answer (the widget owns the request). */
  readonly bind: (handle: QuickViewHandle) => void;
}

let titleCount = 0;

/**
 * The quick-view lightbox: the product fragment in the shared modal Dialog, named by its title.
 * Closing keeps it 300 ms with Flatsome's `mfp-removing` class (spec §9 quick view removal delay:
 * magnificPopup's removalDelay, the time the theme's fade-out takes); opening again cancels that.
 */
export function QuickView({ fallbackLabel, bind }: Props) {
  const [html, setHtml] = useState<string | null>(null);
  const [closing, setClosing] = useState(false);
  const removal = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback((next: string) => {
    clearTimeout(removal.current);
    removal.current = undefined;
    setClosing(false);
    setHtml(next);
  }, []);
  const close = useCallback(() => {
    if (removal.current !== undefined) return;
    setClosing(true);
    removal.current = setTimeout(() => {
      removal.current = undefined;
      setClosing(false);
      setHtml(null);
    }, DEFAULTS.quickViewRemovalMs);
  }, []);
  useEffect(() => () => clearTimeout(removal.current), []);
  useEffect(() => bind({ show, close }), [bind, show, close]);
  const view = useMemo(() => (html === null ? null : prepare(html)), [html]);
  return (
    <Dialog
      open={view !== null}
      onClose={close}
      className={`vitrina-quick-view mfp-wrap${closing ? ' mfp-removing' : ''}`}
      labelledBy={view?.titleId}
      label={fallbackLabel}
    >
      {view && <ServerHtml content={view.content} className="product-lightbox-inner" />}
    </Dialog>
  );
}

/** The fragment, with an id on its product title so the dialog is named by it. */
function prepare(html: string): { content: DocumentFragment; titleId: string | undefined } {
  const content = parseHtml(html);
  const heading = content.querySelector<HTMLElement>('.product-title, .product_title, h1');
  if (heading && !heading.id) heading.id = `vitrina-quick-view-title-${(titleCount += 1)}`;
  return { content, titleId: heading?.id };
}
