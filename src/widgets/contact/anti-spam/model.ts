/**
 * The behaviour samples Akismet's front-end collects (spec §7.5, legacy-contracts §16), as pure
 * bounded buffers. Names are the hidden fields' suffixes after the prefix (`ak_`, `_wpcf7_ak_`).
 */
export const AK_FIELDS = ['bib', 'bfs', 'bkpc', 'bkp', 'bmc', 'bmcc', 'bmk', 'bck', 'bmmc', 'btmc', 'bsc', 'bte', 'btec', 'bmm'] as const;
export type AkField = (typeof AK_FIELDS)[number];

/** Spec §9: at most 100 samples per list; debounce for mouse-move, touch-move and scroll counts. */
export const MAX_SAMPLES = 100;
export const BURST_DEBOUNCE_MS = 500;

/** Keeps the newest `limit` values: memory stays bounded however long the page is open. */
export class Bounded {
  private readonly values: number[] = [];
  constructor(private readonly limit = MAX_SAMPLES) {}
  push(value: number): void {
    this.values.push(Math.round(value));
    if (this.values.length > this.limit) this.values.splice(0, this.values.length - this.limit);
  }
  get length(): number {
    return this.values.length;
  }
  toString(): string {
    return this.values.join(';');
  }
}

const MODIFIERS = ['Shift', 'CapsLock'];
const CORRECTIONS = ['Backspace', 'Delete', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown'];

/** Typing and clicking inside one form. */
export class FormSamples {
  firstKeyAt: number | null = null;
  keyCount = 0;
  private lastKeyAt: number | null = null;
  readonly keyIntervals = new Bounded();
  readonly modifierIndices = new Bounded();
  readonly correctionIndices = new Bounded();
  readonly clickTimes = new Bounded();
  clickCount = 0;

  key(key: string, at: number): void {
    this.firstKeyAt ??= at;
    if (MODIFIERS.includes(key)) this.modifierIndices.push(this.keyCount);
    else if (CORRECTIONS.includes(key)) this.correctionIndices.push(this.keyCount);
    if (this.lastKeyAt !== null) this.keyIntervals.push(at - this.lastKeyAt);
    this.lastKeyAt = at;
    this.keyCount += 1;
  }

  /** A click starts a new typing run: the pause before it says nothing about typing speed. */
  click(at: number): void {
    this.clickTimes.push(at);
    this.clickCount += 1;
    this.lastKeyAt = null;
  }
}

/** Counts bursts of an event that fires continuously (a move, a scroll) as one per quiet gap. */
export class BurstCounter {
  count = 0;
  private lastAt = Number.NEGATIVE_INFINITY;
  readonly starts = new Bounded();
  hit(at: number): void {
    if (at - this.lastAt >= BURST_DEBOUNCE_MS) {
      this.count += 1;
      this.starts.push(at);
    }
    this.lastAt = at;
  }
}

/** Pointer activity anywhere on the page, shared by every form. */
export class PageSamples {
  readonly mouseMoves = new BurstCounter();
  readonly touchMoves = new BurstCounter();
  readonly scrolls = new BurstCounter();
  readonly touchDurations = new Bounded();
  touchCount = 0;
  private touchStartedAt: number | null = null;

  touchStart(at: number): void {
    this.touchStartedAt = at;
    this.touchCount += 1;
  }
  touchEnd(at: number): void {
    if (this.touchStartedAt !== null) this.touchDurations.push(at - this.touchStartedAt);
    this.touchStartedAt = null;
  }
}

export function akValues(form: FormSamples, page: PageSamples, submittedAt: number): Record<AkField, string> {
  return {
    bib: String(Math.round(form.firstKeyAt ?? 0)),
    bfs: String(Math.round(submittedAt)),
    bkpc: String(form.keyCount),
    bkp: form.keyIntervals.toString(),
    bmc: form.clickTimes.toString(),
    bmcc: String(form.clickCount),
    bmk: form.modifierIndices.toString(),
    bck: form.correctionIndices.toString(),
    bmmc: String(page.mouseMoves.count),
    btmc: String(page.touchMoves.count),
    bsc: String(page.scrolls.count),
    bte: page.touchDurations.toString(),
    btec: String(page.touchCount),
    bmm: page.mouseMoves.starts.toString(),
  };
}

/** Akismet attaches to posted forms unless their action is an absolute URL on another host. */
export function postsToSameHost(action: string | null, pageUrl: string): boolean {
  if (action === null || action.trim() === '') return true;
  try {
    return new URL(action, pageUrl).host === new URL(pageUrl).host;
  } catch {
    return false;
  }
}
