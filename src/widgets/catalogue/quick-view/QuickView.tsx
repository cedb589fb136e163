import { useEffect, useMemo, useState } from 'react';
import { Dialog } from '../../../ui/Dialog.tsx';
import { parseHtml, ServerHtml } from '../../../ui/ServerHtml.tsx';

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

/** The quick-view lightbox: the product fragment in the shared modal Dialog, named by its title. */
export function QuickView({ fallbackLabel, bind }: Props) {
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => bind({ show: setHtml, close: () => setHtml(null) }), [bind]);
  const view = useMemo(() => (html === null ? null : prepare(html)), [html]);
  return (
    <Dialog open={view !== null} onClose={() => setHtml(null)} className="vitrina-quick-view mfp-wrap" labelledBy={view?.titleId} label={fallbackLabel}>
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
