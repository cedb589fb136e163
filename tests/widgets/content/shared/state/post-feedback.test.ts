import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  readPendingFeedback,
  savePendingFeedback,
} from '../../../../../src/widgets/content/shared/state/post-feedback.ts';

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('pending feedback kept for the tab', () => {
  it('round-trips the vote id, token and draft per post, and is cleared once sent', () => {
    savePendingFeedback(12, { ratingId: '7', token: 'abc', draft: 'Prea scurt <b>articolul</b>' });
    expect(readPendingFeedback(12)).toEqual({ ratingId: '7', token: 'abc', draft: 'Prea scurt <b>articolul</b>' });
    expect(readPendingFeedback(13)).toBeNull();
    savePendingFeedback(12, null);
    expect(readPendingFeedback(12)).toBeNull();
  });

  it('ignores stored junk instead of failing', () => {
    sessionStorage.setItem('vitrina:rmp-feedback:12', '{not json');
    expect(readPendingFeedback(12)).toBeNull();
    sessionStorage.setItem('vitrina:rmp-feedback:12', JSON.stringify({ ratingId: 7, token: 'x' }));
    expect(readPendingFeedback(12)).toBeNull();
    sessionStorage.setItem('vitrina:rmp-feedback:12', JSON.stringify({ ratingId: '7', token: 'x', draft: 3 }));
    expect(readPendingFeedback(12)).toEqual({ ratingId: '7', token: 'x', draft: '' });
  });

  it('keeps working when storage refuses to write', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => savePendingFeedback(12, { ratingId: '7', token: 'x', draft: 'text' })).not.toThrow();
  });
});
