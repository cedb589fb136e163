// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { judgeFailure, judgeFirstTouch, judgePage } from '../../scripts/bench/support/budgets.ts';

const failed = (lines: { ok: boolean; text: string }[]) => lines.filter((line) => !line.ok).map((line) => line.text);

describe('bench --check: the page-load budgets', () => {
  it('keeps a home page at 0.6× the legacy settled JS or less, with no more requests than legacy, no React, short runs and no shift', () => {
    const lines = judgePage('/', {
      jsAfterMountBytes: 35 * 1024,
      jsRequests: 22,
      reactAfterLoadMs: Number.NEGATIVE_INFINITY,
      longestVitrinaScriptMs: 40,
      layoutShiftOnceStarted: 0,
    });
    expect(lines).toHaveLength(5);
    expect(failed(lines)).toEqual([]);
  });

  it('names each budget a page breaks: bytes over 0.6× legacy, requests over legacy, React untouched, a long run, a shift', () => {
    expect(
      failed(
        judgePage(
          '/',
          {
            jsAfterMountBytes: 36 * 1024,
            jsRequests: 23,
            reactAfterLoadMs: 120,
            longestVitrinaScriptMs: 51,
            layoutShiftOnceStarted: 0.001,
          },
          'chunks/x.js',
        ),
      ),
    ).toEqual([
      '/: settled 36.0 KB = 0.60× legacy (≤ 0.6×)',
      '/: 23 JS requests (legacy 22)',
      '/: React fetched with nothing touched',
      "/: longest run of Vitrina's 51 ms (chunks/x.js) (≤ 50 ms)",
      '/: CLS 0.0010 once Vitrina started (0)',
    ]);
  });

  it('judges only runs and shifts on a page with no legacy figure', () => {
    expect(
      judgePage('/contact/', { jsAfterMountBytes: 500 * 1024, jsRequests: 99, reactAfterLoadMs: 10 }).map(
        (line) => line.text,
      ),
    ).toEqual(["/contact/: longest run of Vitrina's 0 ms (≤ 50 ms)", '/contact/: CLS 0.0000 once Vitrina started (0)']);
  });

  it('fails a page whose figures are missing', () => {
    expect(failed(judgePage('/produse/', {}))).toHaveLength(2);
  });
});

describe('bench --check: the first-touch budgets (issue 33 item 3)', () => {
  const kept = { inpMs: 100, cachedInpMs: 0, completeAnswerMs: 500, cachedCompleteAnswerMs: 300 };

  it('keeps input to next paint ≤ 100 ms and the complete answer ≤ 500 ms cold, ≤ 300 ms cached', () => {
    expect(failed(judgeFirstTouch('first-touch.mini-cart.hover', kept))).toEqual([]);
  });

  it('names each budget broken, cold and cached', () => {
    expect(
      failed(
        judgeFirstTouch('first-touch.reviews-list.click', {
          inpMs: 104,
          cachedInpMs: 101,
          completeAnswerMs: 501,
          cachedCompleteAnswerMs: 301,
        }),
      ),
    ).toEqual([
      'first-touch.reviews-list.click: input to next paint, cold 104 ms (≤ 100 ms)',
      'first-touch.reviews-list.click: input to next paint, cached 101 ms (≤ 100 ms)',
      'first-touch.reviews-list.click: complete answer, cold 501 ms (≤ 500 ms)',
      'first-touch.reviews-list.click: complete answer, cached 301 ms (≤ 300 ms)',
    ]);
  });

  it('fails a figure that is missing or not a number (the answer never came)', () => {
    const { cachedCompleteAnswerMs: _gone, ...rest } = kept;
    expect(failed(judgeFirstTouch('first-touch.post-rating.tap', { ...rest, completeAnswerMs: Number.NaN }))).toEqual([
      'first-touch.post-rating.tap: complete answer, cold NaN ms (≤ 500 ms)',
      'first-touch.post-rating.tap: complete answer, cached not measured (≤ 300 ms)',
    ]);
  });

  it('fails a scenario that did not run to the end', () => {
    expect(judgeFailure('account.accountPageScripts', 'Timeout 15000ms exceeded.')).toEqual({
      ok: false,
      text: 'account.accountPageScripts: did not run to the end: Timeout 15000ms exceeded.',
    });
  });
});
