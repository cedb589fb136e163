import { markLiveRegion } from './live-region/live-region.ts';
import { hideVisually } from './visually-hidden/visually-hidden.ts';

/**
 * Screen-reader announcements through two visually hidden live regions that exist before any text
 * is written (a region created together with its text is not read). The text is cleared first so
 * that the same message twice is read twice.
 */
const regions = new Map<'polite' | 'assertive', HTMLElement>();

function region(politeness: 'polite' | 'assertive'): HTMLElement {
  const existing = regions.get(politeness);
  if (existing?.isConnected) return existing;
  const element = document.createElement('div');
  element.className = 'screen-reader-text vitrina-live-region';
  markLiveRegion(element, politeness);
  // The assertive region takes role="alert" only with its first message: an empty alert on every
  // page reads as an error to tools and tests, while aria-live alone already makes it announce.
  if (politeness === 'assertive') element.removeAttribute('role');
  hideVisually(element);
  document.body.append(element);
  regions.set(politeness, element);
  return element;
}

/** Call once early (at mount) so the region is in the DOM before the first message. */
export function prepareAnnouncer(): void {
  region('polite');
  region('assertive');
}

export function announce(message: string, politeness: 'polite' | 'assertive' = 'polite'): void {
  const target = region(politeness);
  target.textContent = '';
  // A separate task lets assistive technology notice the emptied region before the new text.
  setTimeout(() => {
    if (politeness === 'assertive') target.setAttribute('role', 'alert');
    target.textContent = message;
  }, 50);
}
