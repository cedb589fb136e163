import { attributeKeeper } from '../attribute-keeper.ts';

export type Politeness = 'polite' | 'assertive';

/**
 * What makes an element a live region shown in place: a status (polite) or an alert (assertive),
 * read whole (`aria-atomic`) so a changed number is heard with the words around it. The one
 * definition behind `<LiveRegion>` and `markLiveRegion()`.
 */
export function liveRegionAttributes(politeness: Politeness = 'polite') {
  return {
    role: politeness === 'assertive' ? 'alert' : 'status',
    'aria-live': politeness,
    'aria-atomic': 'true',
  } as const;
}

/**
 * The DOM twin of `<LiveRegion>`, for DOM-only widgets: makes an element already in the page (a
 * server block the widget rewrites, a hint it added) a live region. Call it at mount, before any
 * text changes (a region created together with its text is not read). Returns the undo, which
 * puts back exactly the attributes that were there.
 */
export function markLiveRegion(element: HTMLElement, politeness: Politeness = 'polite'): () => void {
  const keeper = attributeKeeper();
  for (const [name, value] of Object.entries(liveRegionAttributes(politeness))) keeper.set(element, name, value);
  return keeper.restore;
}

/**
 * A new, empty live region element for DOM-drawn widgets (the DOM twin of rendering `<LiveRegion>`):
 * insert it at mount, before any text is written into it.
 */
export function createLiveRegion<K extends 'div' | 'p' | 'span'>(
  tag: K,
  politeness: Politeness = 'polite',
  doc: Document = document,
): HTMLElementTagNameMap[K] {
  const element = doc.createElement(tag);
  for (const [name, value] of Object.entries(liveRegionAttributes(politeness))) element.setAttribute(name, value);
  return element;
}
