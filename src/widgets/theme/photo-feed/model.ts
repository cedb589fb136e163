import type { PhotoFeed } from './api/photo-feed.ts';
import type { Result } from '../../../api/result.ts';
import { errorText } from '../../../i18n/errors.ts';
import { format } from '../../../i18n/format.ts';
import { FEED_ERROR } from './texts.ts';

/** What the block becomes once the call is over. */
export type FeedOutcome =
  | { readonly show: 'photos'; readonly html: string }
  /** Only visitors with the admin bar read why the feed is missing (spec §6, §8). */
  | { readonly show: 'error'; readonly text: string }
  /** Shoppers keep the placeholders: a photo strip is decoration, never an error to them. */
  | { readonly show: 'placeholders' };

export function feedOutcome(result: Result<PhotoFeed>, hasAdminBar: boolean): FeedOutcome {
  if (result.ok && result.value.loaded) return { show: 'photos', html: result.value.html };
  if (!hasAdminBar) return { show: 'placeholders' };
  const message = result.ok ? (result.value.loaded ? '' : result.value.message) : errorText(result.error);
  return { show: 'error', text: format(FEED_ERROR, { message }) };
}
