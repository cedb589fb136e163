import type { ApiError } from '../../../api/result.ts';
import { isSameOrigin } from '../../../api/origin.ts';
import { loadGridReviews } from './api.ts';
import { readEndpoints } from '../../../config/woocommerce.ts';
import type { WidgetContext } from '../../../runtime/types.ts';
import { announce } from '../../../ui/announce.ts';
import type { Masonry } from './masonry.ts';
import { enhanceImages } from './media.ts';
import { freshIds, showMorePayload, type Attributes } from './model.ts';
import { drawShowMore, type ShowMoreState } from './show-more-view.ts';
import { TEXTS } from './texts.ts';

/** The failure line: the server's own text when it sent one (spec §8), else ours. */
export function failureText(error: ApiError): string {
  switch (error.kind) {
    case 'server':
      return error.message || TEXTS.failed;
    case 'timeout':
      return TEXTS.timeout;
    case 'offline':
      return TEXTS.offline;
    default:
      return TEXTS.failed;
  }
}

/** The printed label, spaces of the template's indentation trimmed; ours when it printed none. */
const labelOf = (button: Element | null) => button?.textContent?.trim() || TEXTS.showMore;

const idOf = (card: Element) => card.getAttribute('data-reviewid') ?? '';

/** The summary bar's selected rating row, when the grid prints one (0 = every rating). */
function selectedRating(host: HTMLElement): number {
  const row = host.querySelector<HTMLElement>(
    '.ivole-summaryBox.cr-grid-reviews-ajax .ivole-histogramRow-s a.cr-histogram-a[data-rating]',
  );
  const rating = Number(row?.dataset.rating ?? '0');
  return Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : 0;
}

/**
 * "Show more" of the grid (spec §7.2 ivole_show_more_grid_reviews): sends the shown ids as
 * comment__not_in, appends the answer's new cards to the masonry, moves focus to the first of
 * them and announces how many arrived. A failure leaves every shown card in place and the button
 * ready for another try.
 */
export function mountShowMore(
  host: HTMLElement,
  area: HTMLElement,
  attributes: Attributes,
  masonry: Masonry,
  context: WidgetContext,
): () => void {
  const button = area.querySelector('.cr-show-more-button');
  const original = [...area.childNodes];
  const draw = drawShowMore(area, () => context.run(load), context);
  let state: ShowMoreState = { more: button !== null, busy: false, error: '', label: labelOf(button) };
  const set = (change: Partial<ShowMoreState>) => {
    state = { ...state, ...change };
    draw(state);
  };

  const apply = (html: string) => {
    const parsed = document.createElement('template');
    // A <template> parses inertly: nothing in the answer loads or runs until its cards are adopted.
    parsed.innerHTML = html;
    const offered = new Map<string, HTMLElement>();
    for (const card of parsed.content.querySelectorAll<HTMLElement>('.cr-review-card'))
      if (!offered.has(idOf(card))) offered.set(idOf(card), card);
    const cards = freshIds([...offered.keys()], new Set(masonry.cards().map(idOf))).map((id) => offered.get(id)!);
    const count = parsed.content.querySelector('.cr-count-filtered-reviews');
    const ownCount = host.querySelector('.cr-count-filtered-reviews');
    if (count && ownCount) ownCount.textContent = count.textContent;
    const next = parsed.content.querySelector('.cr-show-more-button');
    // frontend.js 5.117 puts the answer's label on the button: its count is what is left now.
    set({ more: cards.length > 0 && next !== null, label: next ? labelOf(next) : state.label });
    if (cards.length === 0) return announce(TEXTS.noMore);
    masonry.append(cards);
    enhanceImages(host);
    cards[0]!.tabIndex = -1;
    cards[0]!.focus();
    announce(TEXTS.loaded(cards.length));
  };

  const load = async () => {
    if (state.busy) return;
    set({ busy: true, error: '' });
    const cards = masonry.cards();
    const payload = showMorePayload(
      attributes,
      {
        product: cards.filter((card) => card.classList.contains('cr-card-product')).map(idOf),
        shop: cards.filter((card) => card.classList.contains('cr-card-shop')).map(idOf),
      },
      selectedRating(host),
    );
    try {
      const result = await loadGridReviews(payload, { signal: context.signal });
      if (!result.ok) {
        if (result.error.kind !== 'aborted') set({ error: failureText(result.error) });
        return;
      }
      // The answer's html is documented HTML from the shop's own admin-ajax (the list's same check).
      if (!isSameOrigin(readEndpoints().adminAjaxUrl)) return set({ error: TEXTS.failed });
      apply(result.value.html);
    } finally {
      set({ busy: false });
    }
  };

  draw(state);
  return () => area.replaceChildren(...original);
}
