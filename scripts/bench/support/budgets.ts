/**
 * Issue 25's budgets (gzip -9, settled, nothing touched): 0.6× the legacy stack's JS on the same
 * page, no React, no more JS requests than the legacy stack, no task over 50 ms, CLS 0 once Vitrina
 * runs (a shift made while the page was still being parsed is the page's own). The legacy
 * figures are the issue's side-by-side measurements (4× CPU, medians of 5) of the jQuery-era scripts.
 */
export interface Budget {
  readonly maxSettledKb: number;
  readonly maxRequests: number;
  readonly legacySettledKb: number;
}

export const BUDGETS: Readonly<Record<string, Budget>> = {
  '/': { maxSettledKb: 36, maxRequests: 22, legacySettledKb: 59.6 },
  '/produse/': { maxSettledKb: 56, maxRequests: 23, legacySettledKb: 94.2 },
  '/produs/apa-de-parfum-floare-de-tei/': { maxSettledKb: 64, maxRequests: 33, legacySettledKb: 106.9 },
};

export const MAX_TASK_MS = 50;
/** The first touch of a React widget answered within this long with nothing cached… */
export const MAX_FIRST_TOUCH_MS = 300;
/** …and within this long once its scripts are cached. */
export const MAX_CACHED_TOUCH_MS = 100;

/** The first-touch budget lines a scenario of scripts/bench/first-touch.ts breaks. */
export function firstTouchOverBudget(name: string, figures: Readonly<Record<string, number>>): string[] {
  const broken: string[] = [];
  const cold = figures.touchToAnswerMs;
  const warm = figures.cachedTouchToAnswerMs;
  if (cold === undefined || warm === undefined) return broken;
  if (!(cold <= MAX_FIRST_TOUCH_MS)) broken.push(`${name}: first touch answered in ${cold.toFixed(0)} ms > ${MAX_FIRST_TOUCH_MS} ms`);
  if (!(warm <= MAX_CACHED_TOUCH_MS)) broken.push(`${name}: cached, answered in ${warm.toFixed(0)} ms > ${MAX_CACHED_TOUCH_MS} ms`);
  return broken;
}

export interface PageFigures {
  readonly jsAfterMountBytes?: number;
  readonly jsRequests?: number;
  readonly reactAfterLoadMs?: number;
  readonly longestTaskMs?: number;
  /** The budget is on Vitrina's own scripts; the page's parsing and layout are the server's. */
  readonly longestVitrinaScriptMs?: number;
  readonly layoutShift?: number;
  /** The shifts once Vitrina had started (the page's own, made while it was parsed, come before). */
  readonly layoutShiftOnceStarted?: number;
}

/** The budget lines a page breaks, in words; empty when it keeps them all. */
export function overBudget(path: string, figures: PageFigures, longestScript = ''): string[] {
  const broken: string[] = [];
  const budget = BUDGETS[path];
  if (budget) {
    const kb = (figures.jsAfterMountBytes ?? Infinity) / 1024;
    if (kb > budget.maxSettledKb) broken.push(`${path}: ${kb.toFixed(1)} KB settled > ${budget.maxSettledKb} KB`);
    if ((figures.jsRequests ?? Infinity) > budget.maxRequests) broken.push(`${path}: ${figures.jsRequests} JS requests > ${budget.maxRequests} (legacy)`);
    if (figures.reactAfterLoadMs !== undefined && Number.isFinite(figures.reactAfterLoadMs)) broken.push(`${path}: React fetched with nothing touched`);
  }
  if ((figures.longestVitrinaScriptMs ?? 0) > MAX_TASK_MS) broken.push(`${path}: a ${figures.longestVitrinaScriptMs!.toFixed(0)} ms run of ${longestScript} > ${MAX_TASK_MS} ms`);
  const shift = figures.layoutShiftOnceStarted ?? figures.layoutShift ?? 0;
  if (shift > 0) broken.push(`${path}: CLS ${shift.toFixed(4)} once Vitrina started > 0`);
  return broken;
}
