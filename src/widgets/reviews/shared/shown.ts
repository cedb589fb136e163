/**
 * Shows or hides an element the server printed, as jQuery's `.show()` / `.hide()` do in the plugins'
 * scripts: with an inline `display`. The plugins' stylesheets hide many of their elements until the
 * script shows them (Customer Reviews 5.117 css/frontend.css: `.cr-ajax-reviews-review-form`,
 * `.cr-show-more-review-spinner`, `.cr-rating-act`… are `display: none`), so clearing `hidden` or an
 * inline `display` alone leaves them hidden. Inline style beats every stylesheet rule that is not
 * `!important`, which is what the replaced scripts relied on.
 */
const defaults = new Map<string, string>();

/** The display an element of this tag takes with no author rule, as jQuery's defaultDisplay finds it. */
function defaultDisplay(element: Element): string {
  const key = `${element.namespaceURI ?? ''} ${element.localName}`;
  const known = defaults.get(key);
  if (known) return known;
  const probe = element.ownerDocument.createElementNS(element.namespaceURI, element.localName);
  element.ownerDocument.body.append(probe);
  const found = getComputedStyle(probe).display;
  probe.remove();
  const display = found === 'none' || found === '' ? 'block' : found;
  defaults.set(key, display);
  return display;
}

export function setShown(element: HTMLElement | SVGElement, shown: boolean): void {
  element.removeAttribute('hidden');
  if (!shown) {
    element.style.display = 'none';
    return;
  }
  element.style.display = '';
  if (getComputedStyle(element).display === 'none') element.style.display = defaultDisplay(element);
}
