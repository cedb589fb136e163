import { useLayoutEffect, useRef } from 'react';

interface ServerHtmlProps {
  /** Parsed server HTML (same-origin answers only: `api/` decides what is HTML). */
  readonly content: DocumentFragment;
  readonly className?: string;
}

/**
 * Server HTML inside a React tree (a quick-view product, a terms page): React owns the wrapper,
 * never its children. The wrapper is marked `data-vitrina-html`, so the runtime mounts the widgets
 * the HTML carries (a variations form, swatches, an add-to-cart button).
 */
export function ServerHtml({ content, className }: ServerHtmlProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const wrapper = ref.current;
    if (!wrapper) return undefined;
    wrapper.replaceChildren(content.cloneNode(true));
    return () => wrapper.replaceChildren();
  }, [content]);
  return <div ref={ref} className={className} data-vitrina-html="" />;
}

/** Parses HTML without running its scripts (a template's content is inert). */
export function parseHtml(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}
