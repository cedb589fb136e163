/**
 * What the server printed in a Rate My Post container, read once before the widget takes it over:
 * the site's own texts (titles, button labels, the results sentence) stay exactly as printed.
 */
type ResultsPart =
  { readonly kind: 'text'; readonly text: string } | { readonly kind: 'average' } | { readonly kind: 'count' };

interface StarMarkup {
  readonly value: number;
  readonly hoverText: string;
}

export interface RatingMarkup {
  readonly postId: number;
  readonly rating: HTMLElement;
  readonly titleId: string;
  readonly title: string;
  readonly subtitle: string;
  readonly groupLabel: string;
  readonly stars: readonly StarMarkup[];
  readonly submitText: string;
  /** A star the light half (post-rating-light) showed chosen before React came; 0 for none. */
  readonly chosen?: number;
  readonly results: readonly ResultsPart[];
  readonly notRatedText: string;
  readonly average: number;
  readonly count: number;
  readonly feedback: FeedbackMarkup | null;
  readonly social: SocialMarkup | null;
}

export interface FeedbackMarkup {
  readonly element: HTMLElement;
  readonly title: string;
  readonly subtitle: string;
  readonly label: string;
  readonly inputId: string;
  readonly buttonText: string;
}

interface SocialMarkup {
  readonly element: HTMLElement;
  /** The page's own markup (share links), not a server response. */
  readonly html: string;
}

const text = (root: ParentNode, selector: string) => root.querySelector(selector)?.textContent?.trim() ?? '';

function readResultsParts(paragraph: Element | null): ResultsPart[] {
  if (!paragraph)
    return [{ kind: 'average' }, { kind: 'text', text: ' / 5 (' }, { kind: 'count' }, { kind: 'text', text: ')' }];
  return [...paragraph.childNodes].map((node): ResultsPart => {
    if (node instanceof Element && node.matches('.js-rmp-avg-rating')) return { kind: 'average' };
    if (node instanceof Element && node.matches('.js-rmp-vote-count')) return { kind: 'count' };
    return { kind: 'text', text: node.textContent ?? '' };
  });
}

function numberIn(root: ParentNode, selector: string): number {
  const value = Number(text(root, selector));
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export function readRatingMarkup(container: HTMLElement): RatingMarkup | null {
  const rating = container.querySelector<HTMLElement>('.js-rmp-rating-widget');
  const postId = Number(container.dataset.postId);
  if (!rating || !Number.isInteger(postId) || postId <= 0) return null;
  const items = [...rating.querySelectorAll<HTMLElement>('.js-rmp-rating-item')];
  const title = rating.querySelector('.rmp-heading--title');
  const resultsParagraph = rating.querySelector('.js-rmp-results');
  const hasVotes =
    resultsParagraph !== null && !resultsParagraph.classList.contains('rmp-rating-widget__results--hidden');
  const feedback = container.querySelector<HTMLElement>('.js-rmp-feedback-widget');
  const social = container.querySelector<HTMLElement>('.js-rmp-social-widget');
  return {
    postId,
    rating,
    titleId: title?.id || `rmp-title-${postId}`,
    title: title?.textContent?.trim() ?? '',
    subtitle: text(rating, '.rmp-heading--subtitle'),
    groupLabel: rating.querySelector('.js-rmp-rating-icons-list')?.getAttribute('aria-label') ?? '',
    stars: (items.length > 0 ? items : [1, 2, 3, 4, 5].map(() => null)).map((item, index) => ({
      value: Number(item?.dataset.value) || index + 1,
      hoverText: item?.dataset.descriptiveRating?.trim() ?? '',
    })),
    submitText: text(rating, '.js-submit-rating-btn'),
    chosen: Number(rating.querySelector<HTMLElement>('.js-rmp-rating-item[aria-checked="true"]')?.dataset.value) || 0,
    results: readResultsParts(resultsParagraph),
    notRatedText: text(rating, '.js-rmp-not-rated'),
    average: hasVotes ? numberIn(rating, '.js-rmp-avg-rating') : 0,
    count: hasVotes ? numberIn(rating, '.js-rmp-vote-count') : 0,
    feedback: feedback
      ? {
          element: feedback,
          title: text(feedback, '.rmp-heading--title'),
          subtitle: text(feedback, '.rmp-heading--subtitle'),
          label: text(feedback, '.rmp-feedback-widget__text'),
          inputId: feedback.querySelector('.js-rmp-feedback-input')?.id || `rmp-feedback-${postId}`,
          buttonText: text(feedback, '.js-rmp-feedback-button'),
        }
      : null,
    social: social ? { element: social, html: social.innerHTML } : null,
  };
}
