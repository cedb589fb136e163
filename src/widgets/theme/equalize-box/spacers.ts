/** Marks the invisible blocks that keep room for a part a box does not have (Flatsome's `js-` dummies). */
const SPACER_CLASS = 'vitrina-equalize-spacer';

/** The first child of `parent` matching `selector` (a direct child only, as Flatsome looks). */
export function childMatching(parent: Element | null, selector: string): HTMLElement | null {
  if (!parent) return null;
  for (const child of parent.children) if (child instanceof HTMLElement && child.matches(selector)) return child;
  return null;
}

/** Puts an empty, hidden block of `height` px at the start of `parent`. */
export function insertSpacer(parent: HTMLElement, height: number): void {
  const spacer = document.createElement('div');
  spacer.className = SPACER_CLASS;
  spacer.setAttribute('aria-hidden', 'true');
  spacer.style.height = `${height}px`;
  spacer.style.visibility = 'hidden';
  parent.prepend(spacer);
}

/** Removes every spacer inside `root`. */
export function clearSpacers(root: HTMLElement): void {
  for (const spacer of root.querySelectorAll(`.${SPACER_CLASS}`)) spacer.remove();
}
