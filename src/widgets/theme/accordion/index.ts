import { hashId, writeHash } from '../shared/location-hash.ts';
import type { WidgetModule } from '../../../runtime/types.ts';
import { initialOpenIndex, nextHeaderIndex, toggledIndex } from './model.ts';

interface AccordionItem {
  readonly title: HTMLAnchorElement;
  readonly inner: HTMLElement;
  /** The hash that names the item: the title's link target, else the item's id. */
  readonly name: string;
}

/** The items the theme printed: each with its title link and its panel. */
function readItems(host: HTMLElement): AccordionItem[] {
  const items: AccordionItem[] = [];
  for (const element of host.querySelectorAll<HTMLElement>(':scope > .accordion-item')) {
    const title = element.querySelector<HTMLAnchorElement>(':scope > a.accordion-title');
    const inner = element.querySelector<HTMLElement>(':scope > .accordion-inner');
    if (!title || !inner) continue;
    const target = hashId(title.getAttribute('href') ?? '');
    items.push({ title, inner, name: target !== '' ? target : element.id });
  }
  return items;
}

/** Titles become buttons and panels regions; returns what puts the theme's icon buttons back. */
function markItems(items: readonly AccordionItem[]): () => void {
  const swapped: { button: HTMLButtonElement; icon: HTMLElement }[] = [];
  for (const { title, inner } of items) {
    title.setAttribute('role', 'button');
    if (inner.id) title.setAttribute('aria-controls', inner.id);
    inner.setAttribute('role', 'region');
    if (title.id) inner.setAttribute('aria-labelledby', title.id);
    // The theme's icon button inside the title link is a control nested in a control (axe
    // nested-interactive) for the same action: it becomes a presentational span, put back at unmount.
    title.querySelectorAll<HTMLButtonElement>('button').forEach((button) => {
      const icon = document.createElement('span');
      icon.className = button.className;
      icon.setAttribute('aria-hidden', 'true');
      icon.append(...button.childNodes);
      button.replaceWith(icon);
      swapped.push({ button, icon });
    });
  }
  return () => {
    swapped.forEach(({ button, icon }) => {
      button.append(...icon.childNodes);
      icon.replaceWith(button);
    });
  };
}

/** Opens the item at `index` (none for -1) and closes the others. */
function showItem(items: readonly AccordionItem[], index: number): void {
  items.forEach(({ title, inner }, position) => {
    const expanded = position === index;
    title.setAttribute('aria-expanded', String(expanded));
    title.classList.toggle('active', expanded);
    inner.hidden = !expanded;
    inner.style.display = expanded ? 'block' : '';
  });
}

/** The item the URL's #hash names, or -1. */
function itemByHash(items: readonly AccordionItem[]): number {
  const hash = hashId(location.hash);
  return hash === '' ? -1 : items.findIndex((item) => item.name === hash);
}

/**
 * Flatsome's accordion (`.accordion > .accordion-item > a.accordion-title + .accordion-inner`) as
 * the APG accordion: each title acts as a button (Enter and Space) with aria-expanded, the
 * theme's nested toggle icon leaves the tab order, the item named by the URL's #hash opens and
 * opening an item writes its hash.
 */
const accordion: WidgetModule = {
  mount(host, context) {
    const items = readItems(host);
    if (items.length === 0) return undefined;
    const unmarkItems = markItems(items);

    let open = -1;
    const show = (index: number) => {
      open = index;
      showItem(items, index);
    };
    const named = itemByHash(items);
    show(initialOpenIndex(named, host.getAttribute('rel'), items.length));
    if (named >= 0) items[named]?.title.scrollIntoView({ block: 'start' });

    const choose = (index: number) => {
      show(toggledIndex(open, index));
      if (open >= 0) writeHash(items[open]?.name ?? '');
    };
    const indexOf = (target: EventTarget | null) =>
      items.findIndex(({ title }) => target instanceof Node && title.contains(target));
    context.listen(host, 'click', (event) => {
      const index = indexOf(event.target);
      if (index < 0) return;
      event.preventDefault();
      choose(index);
    });
    context.listen(host, 'keydown', (event) => {
      const index = indexOf(event.target);
      if (index < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === ' ' || event.key === 'Enter') {
        event.preventDefault();
        choose(index);
        return;
      }
      const next = nextHeaderIndex(index, event.key, items.length);
      if (next === null) return;
      event.preventDefault();
      items[next]?.title.focus();
    });
    context.listen(window, 'hashchange', () => {
      const index = itemByHash(items);
      if (index >= 0 && index !== open) show(index);
    });

    return () => {
      unmarkItems();
      items.forEach(({ inner }) => {
        inner.hidden = false;
        inner.style.display = '';
      });
    };
  },
};

export default accordion;
