import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearDraft,
  DRAFT_LIFETIME_MS,
  readDraft,
  sweepDrafts,
  writeDraft,
} from '../../../../src/widgets/reviews/shared/drafts.ts';

/** Issue 26 item 4: drafts expire within a week; who the shopper is never outlives the session. */
const asIs = (value: unknown) => value;
const review = {
  review: 'Parfumul ține toată ziua.',
  ratings: { rating: 5 },
  name: 'Ana Pop',
  email: 'ana@example.ro',
  phone: '0722000000',
  terms: true,
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

const everything = (storage: Storage) =>
  Array.from({ length: storage.length }, (_, index) => storage.getItem(storage.key(index)!) ?? '').join('\n');

describe('drafts', () => {
  it('keeps the text across reloads but name, e-mail and phone only in sessionStorage', () => {
    writeDraft('review:5', review);
    const kept = everything(localStorage);
    expect(kept).toContain('Parfumul ține toată ziua.');
    expect(kept).not.toContain('ana@example.ro');
    expect(kept).not.toContain('Ana Pop');
    expect(kept).not.toContain('0722000000');
    expect(readDraft('review:5', asIs)).toEqual(review);
  });

  it('after the browser session ends (sessionStorage gone), the text is back and the identity is not', () => {
    writeDraft('review:5', review);
    sessionStorage.clear();
    expect(readDraft('review:5', asIs)).toEqual({ review: review.review, ratings: review.ratings, terms: true });
  });

  it('a draft older than a week is dropped unread, from both storages', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-01T10:00:00Z'));
    writeDraft('review:5', review);
    vi.setSystemTime(new Date(Date.parse('2026-11-01T10:00:00Z') + DRAFT_LIFETIME_MS + 1000));
    expect(readDraft('review:5', asIs)).toBeNull();
    expect(localStorage.length + sessionStorage.length).toBe(0);
  });

  it('a draft of six days is still there', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-01T10:00:00Z'));
    writeDraft('qna:5', { text: 'Are garanție?' });
    vi.setSystemTime(new Date('2026-11-07T10:00:00Z'));
    expect(readDraft('qna:5', asIs)).toEqual({ text: 'Are garanție?' });
  });

  it('a sweep drops expired drafts nobody reads again', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-01T10:00:00Z'));
    writeDraft('review:7', review);
    sweepDrafts(Date.parse('2026-11-01T10:00:00Z') + DRAFT_LIFETIME_MS + 1);
    expect(localStorage.length + sessionStorage.length).toBe(0);
  });

  it('an undated draft of the old format (it kept the e-mail forever) is dropped', () => {
    localStorage.setItem('vitrina:draft:review:5', JSON.stringify({ review: 'x', email: 'ana@example.ro' }));
    expect(readDraft('review:5', asIs)).toBeNull();
    expect(localStorage.getItem('vitrina:draft:review:5')).toBeNull();
  });

  it('a successful submit clears both halves', () => {
    writeDraft('review:5', review);
    clearDraft('review:5');
    expect(readDraft('review:5', asIs)).toBeNull();
    expect(localStorage.length + sessionStorage.length).toBe(0);
  });
});
