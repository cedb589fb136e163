/**
 * The budgets `npm run bench -- --check` judges. Page loads (issue 25, design §8; gzip -9, settled,
 * nothing touched): at most 0.6× the legacy stack's JS on home, listing and product, no React, no
 * more JS requests than the legacy stack, no run of Vitrina's over 50 ms, CLS 0 once Vitrina runs
 * (a shift made while the page was still being parsed is the page's own). The legacy figures are
 * issue 25's side-by-side measurements (4× CPU, medians of 5) of the jQuery-era scripts.
 * First touch (issue 33 item 3): input to next paint ≤ 100 ms, the complete answer ≤ 500 ms cold
 * and ≤ 300 ms with the scripts cached, the shop's own answer time left out.
 */
export interface Budget {
  readonly legacySettledKb: number;
  readonly legacyRequests: number;
}

export const BUDGETS: Readonly<Record<string, Budget>> = {
  '/': { legacySettledKb: 59.6, legacyRequests: 22 },
  '/produse/': { legacySettledKb: 94.2, legacyRequests: 23 },
  '/produs/apa-de-parfum-floare-de-tei/': { legacySettledKb: 106.9, legacyRequests: 33 },
};

const MAX_SHARE_OF_LEGACY = 0.6;
const MAX_TASK_MS = 50;
const MAX_INPUT_TO_PAINT_MS = 100;
const MAX_COMPLETE_COLD_MS = 500;
const MAX_COMPLETE_CACHED_MS = 300;

/** One line of `--check`: what was judged, and whether it keeps its budget. */
export interface Judgement {
  readonly ok: boolean;
  readonly text: string;
}

const judge = (ok: boolean, text: string): Judgement => ({ ok, text });
const ms = (value: number) => `${value.toFixed(0)} ms`;

export interface PageFigures {
  readonly jsAfterMountBytes?: number;
  readonly jsRequests?: number;
  readonly reactAfterLoadMs?: number;
  /** The budget is on Vitrina's own scripts; the page's parsing and layout are the server's. */
  readonly longestVitrinaScriptMs?: number;
  readonly layoutShift?: number;
  /** The shifts once Vitrina had started (the page's own, made while it was parsed, come before). */
  readonly layoutShiftOnceStarted?: number;
}

/** A page's judgements; the settled-bytes, React and request budgets only on the pages that have a legacy figure. */
export function judgePage(path: string, figures: PageFigures, longestScript = ''): Judgement[] {
  const lines: Judgement[] = [];
  const budget = BUDGETS[path];
  if (budget) {
    const kb = (figures.jsAfterMountBytes ?? Number.NaN) / 1024;
    const share = kb / budget.legacySettledKb;
    lines.push(
      judge(
        share <= MAX_SHARE_OF_LEGACY,
        `${path}: settled ${kb.toFixed(1)} KB = ${share.toFixed(2)}× legacy (≤ ${MAX_SHARE_OF_LEGACY}×)`,
      ),
    );
    const requests = figures.jsRequests ?? Number.NaN;
    lines.push(
      judge(requests <= budget.legacyRequests, `${path}: ${requests} JS requests (legacy ${budget.legacyRequests})`),
    );
    const react = figures.reactAfterLoadMs !== undefined && Number.isFinite(figures.reactAfterLoadMs);
    lines.push(judge(!react, `${path}: React ${react ? 'fetched' : 'not fetched'} with nothing touched`));
  }
  const longest = figures.longestVitrinaScriptMs ?? 0;
  lines.push(
    judge(
      longest <= MAX_TASK_MS,
      `${path}: longest run of Vitrina's ${ms(longest)}${longestScript ? ` (${longestScript})` : ''} (≤ ${MAX_TASK_MS} ms)`,
    ),
  );
  const shift = figures.layoutShiftOnceStarted ?? figures.layoutShift ?? 0;
  lines.push(judge(shift === 0, `${path}: CLS ${shift.toFixed(4)} once Vitrina started (0)`));
  return lines;
}

/** A first-touch scenario's judgements, cold and cached; a missing figure fails (the scenario did not finish). */
export function judgeFirstTouch(name: string, figures: Readonly<Record<string, number>>): Judgement[] {
  const within = (key: string, max: number, what: string) => {
    const value = figures[key];
    return judge(
      value !== undefined && value <= max,
      `${name}: ${what} ${value === undefined ? 'not measured' : ms(value)} (≤ ${max} ms)`,
    );
  };
  return [
    within('inpMs', MAX_INPUT_TO_PAINT_MS, 'input to next paint, cold'),
    within('cachedInpMs', MAX_INPUT_TO_PAINT_MS, 'input to next paint, cached'),
    within('completeAnswerMs', MAX_COMPLETE_COLD_MS, 'complete answer, cold'),
    within('cachedCompleteAnswerMs', MAX_COMPLETE_CACHED_MS, 'complete answer, cached'),
  ];
}

/** A scenario that threw: it did not run to the end, which `--check` counts as a failure. */
export const judgeFailure = (name: string, message: string): Judgement =>
  judge(false, `${name}: did not run to the end: ${message}`);
