import type { CSSProperties, ReactNode } from 'react';
import { liveRegionAttributes, type Politeness } from './live-region.ts';

interface LiveRegionProps {
  readonly politeness?: Politeness;
  readonly className?: string;
  readonly as?: 'div' | 'p' | 'span';
  readonly id?: string;
  readonly style?: CSSProperties;
  readonly children?: ReactNode;
}

/**
 * A status (polite) or alert (assertive) area shown in place, e.g. a form's result message. It is
 * rendered from the first render, empty, so that screen readers already watch it when the text
 * arrives (a region created together with its text is not read). For messages that have no place
 * on the page, use `announce()`; for server markup a DOM-only widget rewrites, `markLiveRegion()`.
 */
export function LiveRegion({
  politeness = 'polite',
  className,
  as: Tag = 'div',
  id,
  style,
  children,
}: LiveRegionProps) {
  return (
    <Tag {...liveRegionAttributes(politeness)} className={className} id={id} style={style}>
      {children}
    </Tag>
  );
}
