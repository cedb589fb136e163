/**
 * The behaviour samples Akismet's front-end collects, as Akismet 5.6 `_inc/akismet-frontend.js`
 * records and formats them (legacy-contracts §16), pure: times are epoch milliseconds passed in
 * (`Date.now()`, the clock of the inline `<prefix>js` field the server compares them with). Names
 * are the hidden fields' suffixes after the prefix (`ak_`, `_wpcf7_ak_`).
 */
export const AK_FIELDS = [
  'bib',
  'bfs',
  'bkpc',
  'bkp',
  'bmc',
  'bmcc',
  'bmk',
  'bck',
  'bmmc',
  'btmc',
  'bsc',
  'bte',
  'btec',
  'bmm',
] as const;
export type AkField = (typeof AK_FIELDS)[number];

/** Spec §9: at most 100 samples per list; debounce for mouse-move, touch-move and scroll counts. */
export const MAX_SAMPLES = 100;
export const BURST_DEBOUNCE_MS = 500;

/** A timing sample: a duration and, when there was a previous one, the gap since it. */
export type Sample = readonly [number] | readonly [number, number];

/**
 * A list whose total is counted but only the newest `limit` entries are kept: memory stays bounded
 * however long the page is open (Akismet keeps all and sends a random run of 100).
 */
export class Bounded<T> {
  private readonly values: T[] = [];
  total = 0;
  constructor(private readonly limit = MAX_SAMPLES) {}
  push(value: T): void {
    this.total += 1;
    this.values.push(value);
    if (this.values.length > this.limit) this.values.splice(0, this.values.length - this.limit);
  }
  get items(): readonly T[] {
    return this.values;
  }
}

/** `duration[,gap];` per sample, as Akismet's prepare_timestamp_array_for_request writes them. */
export function sampleList(samples: readonly Sample[]): string {
  return samples.map((sample) => `${sample.join(',')};`).join('');
}

const MODIFIERS = ['Shift', 'CapsLock'];
const CORRECTIONS = [
  'Backspace',
  'Delete',
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
];

/**
 * Everything Akismet records, in one page-wide state as its script keeps it: keys typed in any
 * watched form, clicks, moves, touches and scrolls anywhere on the page.
 */
export class Recorder {
  inputBegin: number | null = null;
  readonly keypresses = new Bounded<Sample>();
  readonly modifierKeys = new Bounded<number>();
  readonly correctionKeys = new Bounded<number>();
  readonly mouseclicks = new Bounded<Sample>();
  readonly mousemoves = new Bounded<Sample>();
  readonly touchEvents = new Bounded<Sample>();
  touchmoveCount = 0;
  scrollCount = 0;
  /** Keys down now: when each went down and the gap since the previous key event. */
  private keydowns = new Map<string, Sample>();
  private lastKeydown: number | null = null;
  private lastKeyup: number | null = null;
  private lastMousedown: number | null = null;
  private lastMouseup: number | null = null;
  private lastTouchStart: number | null = null;
  private lastTouchEnd: number | null = null;

  keydown(key: string, at: number): void {
    // A held key repeats its keydown: only the first counts.
    if (this.keydowns.has(key)) return;
    this.inputBegin ??= at;
    const last = Math.max(this.lastKeydown ?? 0, this.lastKeyup ?? 0);
    this.keydowns.set(key, last > 0 ? [at, at - last] : [at]);
    this.lastKeydown = at;
  }

  /** `inTextField`: the key went up in an input or textarea (only those are sampled). */
  keyup(key: string, at: number, inTextField: boolean): void {
    const down = this.keydowns.get(key);
    if (!down) return;
    if (inTextField) {
      const index = this.keypresses.total - 1;
      if (MODIFIERS.includes(key)) this.modifierKeys.push(index);
      else if (CORRECTIONS.includes(key)) this.correctionKeys.push(index);
      else this.keypresses.push(down.length > 1 ? [at - down[0], down[1] ?? 0] : [at - down[0]]);
    }
    this.keydowns.delete(key);
    this.lastKeyup = at;
  }

  /** Focus entering or leaving a form, a click or a touch: the next key starts a new run. */
  resetTyping(): void {
    this.lastKeydown = null;
    this.lastKeyup = null;
    this.keydowns = new Map();
  }

  mousedown(at: number): void {
    this.lastMousedown = at;
  }

  mouseup(at: number): void {
    if (this.lastMousedown === null) return;
    this.mouseclicks.push(
      this.lastMouseup === null
        ? [at - this.lastMousedown]
        : [at - this.lastMousedown, this.lastMousedown - this.lastMouseup],
    );
    this.lastMouseup = at;
    this.resetTyping();
  }

  /** One settled mouse move: how long it lasted and how far it went (no distance, no move). */
  mousemove(duration: number, distance: number): void {
    if (distance > 0) this.mousemoves.push([Math.round(duration), Math.round(distance)]);
  }

  touchstart(at: number): void {
    this.lastTouchStart = at;
  }

  touchend(at: number): void {
    if (this.lastTouchStart === null) return;
    this.touchEvents.push(
      this.lastTouchEnd === null
        ? [at - this.lastTouchStart]
        : [at - this.lastTouchStart, this.lastTouchStart - this.lastTouchEnd],
    );
    this.lastTouchEnd = at;
    this.resetTyping();
  }
}

/** The fields' values at submit (`submittedAt` epoch ms): counts as integers, lists as `d[,g];` runs. */
export function akValues(recorder: Recorder, submittedAt: number): Record<AkField, string> {
  return {
    bib: recorder.inputBegin === null ? '' : String(recorder.inputBegin),
    bfs: String(submittedAt),
    bkpc: String(recorder.keypresses.total),
    bkp: sampleList(recorder.keypresses.items),
    bmc: sampleList(recorder.mouseclicks.items),
    bmcc: String(recorder.mouseclicks.total),
    bmk: recorder.modifierKeys.items.join(';'),
    bck: recorder.correctionKeys.items.join(';'),
    bmmc: String(recorder.mousemoves.total),
    btmc: String(recorder.touchmoveCount),
    bsc: String(recorder.scrollCount),
    bte: sampleList(recorder.touchEvents.items),
    btec: String(recorder.touchEvents.total),
    bmm: sampleList(recorder.mousemoves.items),
  };
}

/**
 * Akismet attaches to posted forms unless their action is an absolute http(s) URL on another host
 * (5.6 compares the action's start with `http(s)://<hostname>/`).
 */
export function postsToSameHost(action: string | null, pageUrl: string): boolean {
  if (action === null || action.trim() === '') return true;
  try {
    return new URL(action, pageUrl).hostname === new URL(pageUrl).hostname;
  } catch {
    return false;
  }
}
