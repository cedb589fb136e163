/**
 * Keyboard activation for elements that act as buttons without being <button>: Enter and Space
 * (a link answers Enter by itself, so for links only Space is added). The one place that decides
 * which keys press a button-like element, for React handlers and DOM listeners alike.
 */
interface KeyLike {
  readonly key: string;
  preventDefault(): void;
}

export function pressesButton(event: KeyLike, element: Element): boolean {
  if (element instanceof HTMLButtonElement) return false; // native: the browser already clicks
  const isLink = element instanceof HTMLAnchorElement && element.hasAttribute('href');
  if (event.key === ' ' || (event.key === 'Enter' && !isLink)) {
    event.preventDefault();
    return true;
  }
  return false;
}
