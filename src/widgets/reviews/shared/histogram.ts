import type { WidgetContext } from '../../../runtime/types.ts';
import { TEXTS } from './texts.ts';

/**
 * The rating histogram's clickable parts in every markup CusRev prints (legacy-contracts §11):
 * 5.11x div rows with `span.cr-histogram-a` / `div.cr-histogram-a`, 5.10x table rows with
 * `span.ivole-histogram-a` / `div.ivole-histogram-a`, and links `a.cr-histogram-a` in blocks
 * that still print them. None of the spans is focusable, so each row's first part becomes its
 * button; the others stay pointer targets.
 */
export const HISTOGRAM_TARGET = '.cr-histogram-a[data-rating], .ivole-histogram-a[data-rating]';

export interface HistogramRow {
  readonly row: HTMLElement;
  readonly rating: number;
  readonly button: HTMLElement;
  readonly targets: readonly HTMLElement[];
}

export function findHistogramRows(host: HTMLElement): HistogramRow[] {
  return [...host.querySelectorAll<HTMLElement>('.ivole-histogramRow')].flatMap((row): HistogramRow[] => {
    const targets = [...row.querySelectorAll<HTMLElement>(HISTOGRAM_TARGET)];
    const button = targets[0];
    const rating = Number(button?.dataset.rating);
    return button && rating >= 1 && rating <= 5 ? [{ row, rating, button, targets }] : [];
  });
}

const isLink = (element: HTMLElement) => element instanceof HTMLAnchorElement && element.hasAttribute('href');

/** The plugin's selected-row class, and the pressed state of the row's button. */
export function markRow(row: HistogramRow, selected: boolean): void {
  row.row.classList.toggle('ivole-histogramRow-s', selected);
  if (isLink(row.button)) {
    if (selected) row.button.setAttribute('aria-current', 'true');
    else row.button.removeAttribute('aria-current');
  } else row.button.setAttribute('aria-pressed', String(selected));
}

/**
 * A click (or Enter / Space on the row's button) picks the row's rating; on the selected row it
 * clears the filter, since 5.117's AJAX tab prints no "see all" link to do so.
 */
export function wireRow(row: HistogramRow, context: WidgetContext, pick: (rating: number) => void): void {
  const label =
    row.row.querySelector('.ivole-histogramCell1')?.textContent?.replace(/\s+/g, ' ').trim() || String(row.rating);
  row.button.setAttribute(
    'aria-label',
    TEXTS.filterBy(/^\d$/.test(label) ? `${label} ${label === '1' ? 'stea' : 'stele'}` : label),
  );
  if (!isLink(row.button)) {
    row.button.setAttribute('role', 'button');
    row.button.tabIndex = 0;
    row.button.setAttribute('aria-pressed', String(row.row.classList.contains('ivole-histogramRow-s')));
  }
  const activate = (event: Event) => {
    event.preventDefault();
    pick(row.row.classList.contains('ivole-histogramRow-s') ? 0 : row.rating);
  };
  for (const target of row.targets) context.listen(target, 'click', activate);
  context.listen(row.button, 'keydown', (event) => {
    if (!(event instanceof KeyboardEvent) || (event.key !== 'Enter' && event.key !== ' ') || isLink(row.button)) return;
    activate(event);
  });
}
