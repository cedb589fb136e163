import { adminAjax } from '../../../../api/admin-ajax.ts';
import { numeric, object, optional, string, truthy, type Decoder } from '../../../../api/decode.ts';
import type { FormFields } from '../../../../api/form.ts';
import type { Result } from '../../../../api/result.ts';
import type { CallOptions } from '../../../../api/wc-ajax.ts';

/** Customer Reviews' admin-ajax calls of the product page (spec §7.2). */

/** Small answers: a shopper waiting on a list or a form hears within 10 s that it failed. */
export const REVIEWS_TIMEOUT_MS = 10_000;
const withTimeout = (options: CallOptions = {}): CallOptions => ({ timeout: REVIEWS_TIMEOUT_MS, ...options });

/** The list answer of cr_sort_reviews, cr_filter_reviews and cr_show_more_reviews. */
export interface ReviewListPage {
  readonly page: number;
  /** HTML list items (same-origin answer); '' or null when nothing matched. */
  readonly html: string;
  readonly showMoreLabel: string | undefined;
  readonly countRow: string | undefined;
  readonly lastPage: boolean;
}

/** An HTML field that is null, false or missing when nothing matched. */
export const nullableHtml: Decoder<string> = (input, path) =>
  input === null || input === undefined || input === false ? '' : string(input, path);

const listPage: Decoder<ReviewListPage> = (input, path) => {
  const raw = object({
    page: numeric,
    html: nullableHtml,
    show_more_label: optional(string),
    count_row: optional(string),
    last_page: truthy,
  })(input, path);
  return {
    page: raw.page,
    html: raw.html,
    showMoreLabel: raw.show_more_label,
    countRow: raw.count_row,
    lastPage: raw.last_page,
  };
};

export interface ReviewQuery {
  readonly productId: string;
  readonly sort: string;
  /** 0 = every rating. */
  readonly rating: number;
  readonly search: string;
  readonly tags: readonly string[];
  /** Pages already shown; the answer is the next (0 = the first page). */
  readonly page: number;
}

/** Which action a list query goes through; the plugin reads its nonce from a different place for each. */
export type ListCall =
  | { readonly kind: 'sort' }
  | { readonly kind: 'filter'; readonly nonce: string }
  | { readonly kind: 'more'; readonly nonce: string };

export function loadReviews(
  call: ListCall,
  query: ReviewQuery,
  options: CallOptions = {},
): Promise<Result<ReviewListPage>> {
  const base = { productID: query.productId, sort: query.sort, rating: query.rating };
  switch (call.kind) {
    case 'sort':
      return adminAjax('cr_sort_reviews', base, listPage, withTimeout(options));
    case 'filter':
      return adminAjax('cr_filter_reviews', { ...base, security: call.nonce }, listPage, withTimeout(options));
    case 'more':
      return adminAjax(
        'cr_show_more_reviews',
        { ...base, page: query.page, search: query.search, tags: query.tags, security: call.nonce },
        listPage,
        withTimeout(options),
      );
  }
}

export interface Votes {
  readonly upvotes: number;
  readonly downvotes: number;
  /** > 0 the visitor upvoted, < 0 downvoted, 0 none. */
  readonly current: number;
}

/** `votes` is undefined when the answer carries none (the original crashed there; here nothing changes). */
export interface VoteAnswer {
  readonly code: number;
  readonly votes: Votes | undefined;
}

const voteAnswer: Decoder<VoteAnswer> = object({
  code: numeric,
  votes: optional(object({ upvotes: numeric, downvotes: numeric, current: numeric })),
});

export function vote(kind: 'review' | 'question', id: string, upvote: boolean): Promise<Result<VoteAnswer>> {
  return adminAjax(
    kind === 'review' ? 'cr_vote_review' : 'cr_vote_question',
    { reviewID: id, upvote: upvote ? 1 : 0 },
    voteAnswer,
    withTimeout(),
  );
}

/** The `{code, description, button}` answer of the review, question and answer forms. */
export interface SubmitAnswer {
  readonly code: number;
  readonly description: string | undefined;
  readonly button: string | undefined;
}

const submitAnswer: Decoder<SubmitAnswer> = object({
  code: numeric,
  description: optional(string),
  button: optional(string),
});

export interface ReviewSubmission {
  readonly productId: string;
  readonly rating: number;
  readonly review: string;
  readonly name: string;
  readonly email: string;
  /** Extra rating criteria and on-site questions, by field name. */
  readonly onsiteQuestions: Readonly<Record<string, string>>;
  /** `{"id":…,"key":"…"}` of each finished upload. */
  readonly media: readonly string[];
  readonly captcha: string;
}

export function submitReview(submission: ReviewSubmission): Promise<Result<SubmitAnswer>> {
  const fields: Record<string, FormFields[string]> = {
    rating: submission.rating,
    review: submission.review,
    name: submission.name,
    email: submission.email,
    id: submission.productId,
    'cr-upload-images-ids': submission.media,
    // 5.117's frontend.js sends the token as cr_captcha_response (CR_Captcha::verify() reads it).
    cr_captcha_response: submission.captcha || undefined,
  };
  // jQuery sent the object as onsiteQuestions[key]=value; the plugin reads it that way.
  for (const [key, value] of Object.entries(submission.onsiteQuestions)) fields[`onsiteQuestions[${key}]`] = value;
  return adminAjax('cr_submit_review', fields, submitAnswer, withTimeout());
}

export interface QnaSubmission {
  readonly nonce: string;
  readonly productId: string;
  readonly text: string;
  readonly name: string;
  readonly email: string;
  readonly captcha: string;
  /** Set for an answer to a question. */
  readonly questionId?: string;
}

export function submitQna(submission: QnaSubmission): Promise<Result<SubmitAnswer>> {
  return adminAjax(
    'cr_new_qna',
    {
      crNonce: submission.nonce,
      currentPostID: submission.productId,
      text: submission.text,
      name: submission.name,
      email: submission.email,
      cptcha: submission.captcha,
      questionID: submission.questionId,
      productID: submission.questionId === undefined ? undefined : submission.productId,
    },
    submitAnswer,
    withTimeout(),
  );
}

export interface QnaPage {
  readonly html: string;
  readonly page: number;
  readonly lastPage: boolean;
}

const qnaPage: Decoder<QnaPage> = (input, path) => {
  const raw = object({ html: nullableHtml, page: numeric, last_page: truthy })(input, path);
  return { html: raw.html, page: raw.page, lastPage: raw.last_page };
};

export interface QnaQuery {
  readonly productId: string;
  readonly page: number;
  readonly search: string;
  readonly attributes: string;
}

export function loadQuestions(query: QnaQuery, options: CallOptions = {}): Promise<Result<QnaPage>> {
  return adminAjax(
    'cr_show_more_qna',
    {
      productID: query.productId,
      page: query.page,
      permalink: location.href.split('#')[0],
      search: query.search,
      cr_attributes: query.attributes,
    },
    qnaPage,
    withTimeout(options),
  );
}
