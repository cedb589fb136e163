// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { firstTouchOverBudget, overBudget } from '../../scripts/bench/support/budgets.ts';

describe("bench --check: issue 25's budgets", () => {
  it('a page over its bytes, its requests, the task budget or with a shift once Vitrina ran is named', () => {
    expect(overBudget('/', { jsAfterMountBytes: 34 * 1024, jsRequests: 16, longestVitrinaScriptMs: 40, layoutShiftOnceStarted: 0 })).toEqual([]);
    expect(overBudget('/', { jsAfterMountBytes: 37 * 1024, jsRequests: 23, longestVitrinaScriptMs: 51, layoutShiftOnceStarted: 0.001 }, 'chunks/x.js')).toEqual([
      '/: 37.0 KB settled > 36 KB',
      '/: 23 JS requests > 22 (legacy)',
      '/: a 51 ms run of chunks/x.js > 50 ms',
      '/: CLS 0.0010 once Vitrina started > 0',
    ]);
  });

  it('a first touch over 300 ms, or over 100 ms cached, is named; a scenario of another kind is not judged', () => {
    expect(firstTouchOverBudget('first-touch.firstTouchMiniCart', { touchToAnswerMs: 280, cachedTouchToAnswerMs: 90 })).toEqual([]);
    expect(firstTouchOverBudget('first-touch.firstTouchReviews', { touchToAnswerMs: 636, cachedTouchToAnswerMs: 479 })).toEqual([
      'first-touch.firstTouchReviews: first touch answered in 636 ms > 300 ms',
      'first-touch.firstTouchReviews: cached, answered in 479 ms > 100 ms',
    ]);
    expect(firstTouchOverBudget('first-touch.firstTouchRating', { touchToAnswerMs: Number.NaN, cachedTouchToAnswerMs: 50 })).toHaveLength(1);
    expect(firstTouchOverBudget('cart.addToCartClickToLoading', { clickToLoadingMs: 900 })).toEqual([]);
  });
});
