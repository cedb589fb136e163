import type { WidgetContext } from '../../../runtime/types.ts';
import { TEXTS } from '../shared/texts.ts';

/**
 * The all-reviews block's numbered pages are bare spans with a 0-based `data-page`: each gets a
 * button role, a tab stop and a name; the current page is marked for screen readers.
 */
export function enhancePagination(nav: HTMLElement): void {
  nav.setAttribute('role', 'navigation');
  nav.setAttribute('aria-label', TEXTS.pagesLabel);
  for (const link of nav.querySelectorAll<HTMLElement>('.cr-page-numbers-a[data-page]')) {
    const page = Number(link.dataset.page) + 1;
    link.setAttribute('role', 'button');
    link.tabIndex = 0;
    link.setAttribute(
      'aria-label',
      link.classList.contains('prev')
        ? TEXTS.previousPage
        : link.classList.contains('next')
          ? TEXTS.nextPage
          : TEXTS.page(page),
    );
  }
  for (const current of nav.querySelectorAll<HTMLElement>('.cr-page-numbers.current')) {
    current.setAttribute('aria-current', 'page');
    current.setAttribute('aria-label', TEXTS.page(Number(current.textContent?.trim()) || 1));
  }
}

/** One delegated listener: the links are replaced with every answer. */
export function listenForPages(nav: HTMLElement, context: WidgetContext, go: (page: number) => void): void {
  const follow = (event: Event) => {
    const link =
      event.target instanceof Element ? event.target.closest<HTMLElement>('.cr-page-numbers-a[data-page]') : null;
    const page = Number(link?.dataset.page);
    if (!link || !Number.isInteger(page) || page < 0) return;
    event.preventDefault();
    go(page);
  };
  context.listen(nav, 'click', follow);
  context.listen(nav, 'keydown', (event) => {
    if (event instanceof KeyboardEvent && (event.key === 'Enter' || event.key === ' ')) follow(event);
  });
}
