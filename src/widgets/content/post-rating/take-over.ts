/**
 * Take over server markup with a React root without moving anything else: a `display: contents`
 * container takes the place of the first element, the elements are lifted out (the widget renders
 * their equivalents with the same classes, so theme CSS and layout stay), and `restore()` puts the
 * originals back (unmount, or a failed render).
 */
export interface TakeOver {
  readonly container: HTMLElement;
  restore(): void;
}

export function takeOver(elements: readonly HTMLElement[]): TakeOver {
  const first = elements[0];
  if (!first?.parentNode) throw new Error('takeOver: nothing to take over');
  const container = document.createElement('div');
  container.style.display = 'contents';
  const places = elements.map((element) => ({ element, parent: element.parentNode, next: element.nextSibling }));
  first.before(container);
  elements.forEach((element) => element.remove());
  return {
    container,
    restore() {
      // Put back in reverse so each saved `next` sibling is in place again.
      for (const { element, parent, next } of [...places].reverse()) {
        if (!parent) continue;
        parent.insertBefore(
          element,
          next && next.parentNode === parent ? next : container.parentNode === parent ? container : null,
        );
      }
      container.remove();
    },
  };
}
