/** What the server printed in a results widget, read before the widget takes it over. */
export interface ResultsMarkup {
  readonly postId: number;
  readonly average: number;
  readonly count: number;
}

const POST_CLASS = /(?:^|\s)js-rmp-results-widget--(\d+)(?:\s|$)/;

export function readResultsMarkup(element: HTMLElement): ResultsMarkup | null {
  const fromClass = POST_CLASS.exec(element.className)?.[1];
  const postId = Number(element.dataset.postId ?? fromClass);
  if (!Number.isInteger(postId) || postId <= 0) return null;
  const average = Number(element.querySelector('.rmp-results-widget__avg-rating')?.textContent?.trim());
  const count = Number(element.querySelector('.rmp-results-widget__vote-count')?.textContent?.replace(/[()\s]/g, ''));
  return {
    postId,
    average: Number.isFinite(average) && average > 0 ? average : 0,
    count: Number.isInteger(count) && count > 0 ? count : 0,
  };
}
