import { adminAjax, adminAjaxText } from '../../../../api/admin-ajax.ts';
import { numeric, object, optional, string, truthy, type Decoder } from '../../../../api/decode.ts';
import type { FormFields } from '../../../../api/form.ts';
import { nullableHtml, REVIEWS_TIMEOUT_MS } from './reviews.ts';
import type { Result } from '../../../../api/result.ts';
import type { CallOptions } from '../../../../api/wc-ajax.ts';

/** The all-reviews block's one call, cr_show_more_all_reviews (spec §7.2). */

/** The block's settings as printed in its `data-attributes`, posted back untouched with every call. */
export type BlockAttributes = Readonly<Record<string, string | number | boolean | readonly (string | number)[]>>;

export interface AllReviewsQuery {
  readonly attributes: BlockAttributes;
  /** 0 = every rating. */
  readonly rating: number;
  readonly sort: string;
  readonly search: string;
  readonly tags: readonly string[];
  /** The 0-based page to show (numbered pages), or how many pages are shown (show more). */
  readonly page: number;
}

export interface AllReviewsPage {
  /** Where the list now stands (1-based). */
  readonly page: number;
  /** List items (same-origin answer); '' when nothing matched. */
  readonly html: string;
  readonly lastPage: boolean;
  readonly showMoreLabel: string | undefined;
  readonly countRow: string | undefined;
  /** The numbered page links, or '' in "show more" mode. */
  readonly pagination: string;
}

const allReviewsPage: Decoder<AllReviewsPage> = (input, path) => {
  const raw = object({
    page: numeric,
    html: nullableHtml,
    last_page: truthy,
    show_more_label: optional(string),
    count_row: optional(string),
    pagination: optional(nullableHtml),
  })(input, path);
  return {
    page: raw.page,
    html: raw.html,
    lastPage: raw.last_page,
    showMoreLabel: raw.show_more_label,
    countRow: raw.count_row,
    pagination: raw.pagination ?? '',
  };
};

/** jQuery posted the attributes object as `attributes[key]=value` (arrays as `attributes[key][]`). */
function attributeFields(attributes: BlockAttributes): Record<string, FormFields[string]> {
  const fields: Record<string, FormFields[string]> = {};
  for (const [key, value] of Object.entries(attributes)) fields[`attributes[${key}]`] = value;
  return fields;
}

export function loadAllReviews(query: AllReviewsQuery, options: CallOptions = {}): Promise<Result<AllReviewsPage>> {
  return adminAjax(
    'cr_show_more_all_reviews',
    {
      ...attributeFields(query.attributes),
      rating: query.rating,
      page: query.page,
      search: query.search,
      sort: query.sort,
      tags: query.tags,
    },
    allReviewsPage,
    { timeout: REVIEWS_TIMEOUT_MS, ...options },
  );
}

/**
 * Asks the shop to copy a review's externally hosted photos or videos to its own media library
 * (cr_auto_download_media_frontend, spec §7.2). The answer is not read: the page shows the
 * external files meanwhile, and a failure only means the copy is tried on a later visit.
 */
export async function requestMediaCopy(reviewId: string): Promise<void> {
  await adminAjaxText('cr_auto_download_media_frontend', { reviewID: reviewId });
}
