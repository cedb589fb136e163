/**
 * A vote that asked for feedback, kept for this tab until the feedback is sent: after a reload the
 * feedback widget comes back with the shopper's draft and the vote's id and token.
 */
export interface PendingFeedback {
  readonly ratingId: string;
  readonly token: string;
  readonly draft: string;
}

const key = (postId: number) => `vitrina:rmp-feedback:${postId}`;

export function readPendingFeedback(postId: number): PendingFeedback | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(key(postId)) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { ratingId, token, draft } = parsed as Record<string, unknown>;
    if (typeof ratingId !== 'string' || typeof token !== 'string') return null;
    return { ratingId, token, draft: typeof draft === 'string' ? draft : '' };
  } catch {
    return null;
  }
}

export function savePendingFeedback(postId: number, pending: PendingFeedback | null): void {
  try {
    if (pending === null) sessionStorage.removeItem(key(postId));
    else sessionStorage.setItem(key(postId), JSON.stringify(pending));
  } catch {
    // Storage off or full: the draft lives only in the text box, as without this feature.
  }
}
