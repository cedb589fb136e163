import { useLayoutEffect, useRef } from 'react';

interface AdoptProps {
  /** Server-printed content (a clone the caller owns): text, links, tables from the page itself. */
  readonly node: Node;
  readonly className?: string;
}

/**
 * Shows page content that a widget took over inside its React tree, as DOM nodes rather than an
 * HTML string: links and tables the site printed keep working, and nothing is re-parsed.
 * Only for content that came from this page's own markup, never from a response.
 */
export function Adopt({ node, className }: AdoptProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current?.replaceChildren(node.cloneNode(true));
  }, [node]);
  return <div ref={ref} className={className} />;
}
