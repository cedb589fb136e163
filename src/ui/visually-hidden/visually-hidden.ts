import type { CSSProperties } from 'react';

/**
 * Hidden from sight, still read by screen readers (the theme's `.screen-reader-text` does the same,
 * but not every page carries the theme CSS, e.g. replayed pages).
 */
export const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  border: 0,
  whiteSpace: 'nowrap',
};

const CSS_TEXT =
  'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);border:0;white-space:nowrap';

/** For DOM code that builds elements by hand. */
export function hideVisually(element: HTMLElement): void {
  element.style.cssText = CSS_TEXT;
}
