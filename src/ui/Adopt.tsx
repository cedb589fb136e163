import { useLayoutEffect, useRef } from 'react';

interface AdoptProps {
  /** Server-printed content (a clone the caller owns): text, links, tables from the page itself. */
  readonly node: Node;
  readonly className?: string;
  /**
   * Move the node itself instead of a copy: for an element a third party keeps drawing into
   * (a captcha widget), whose copy would be dead.
   */
  readonly live?: boolean;
}

/**
 * Shows page content that a widget took over inside its React tree, as DOM nodes rather than an
 * HTML string: links and tables the site printed keep working, and nothing is re-parsed.
 * Only for content that came from this page's own markup, never from a response.
 */
export function Adopt({ node, className, live = false }: AdoptProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current?.replaceChildren(live ? node : node.cloneNode(true));
  }, [node, live]);
  return <div ref={ref} className={className} />;
}
