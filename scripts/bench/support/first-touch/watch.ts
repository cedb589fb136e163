import type { EventEntry, Span } from './figures.ts';

/** What the page must show for an answer: a node matching `selector` (visible, with `text`, or `count` of them). */
export interface Answer {
  readonly selector: string;
  readonly visible?: boolean;
  readonly text?: string;
  readonly count?: number;
}

/** What the watcher hands back once the complete answer is there. */
export interface Watched {
  readonly inputAt: number;
  readonly firstAt: number;
  readonly completeAt: number;
  readonly entries: EventEntry[];
  readonly requests: Span[];
}

interface State {
  armedAt: number;
  markedAt: number;
  inputAt: number;
  firstAt: number;
  completeAt: number;
  entries: EventEntry[];
}

type Window_ = Window & { __ft: State };

/**
 * Installed in every document from its first byte: every Event Timing entry over 16 ms (what INP
 * reads) and the first trusted input after the mark, the moment the clock starts.
 */
export const WATCH = () => {
  const state: State = { armedAt: -1, markedAt: -1, inputAt: -1, firstAt: -1, completeAt: -1, entries: [] };
  (window as unknown as Window_).__ft = state;
  for (const type of ['pointerover', 'pointerdown', 'touchstart', 'mousedown', 'keydown']) {
    document.addEventListener(
      type,
      (event) => {
        if (event.isTrusted && state.markedAt >= 0 && state.inputAt < 0) state.inputAt = event.timeStamp;
      },
      { capture: true, passive: true },
    );
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { interactionId: number })[]) {
      state.entries.push({
        name: entry.name,
        startTime: entry.startTime,
        duration: entry.duration,
        interactionId: entry.interactionId,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
};

/** From now on the touch's interactions count (a keyboard's approach, Tab by Tab, included). */
export const arm = () => void ((window as unknown as Window_).__ft.armedAt = performance.now());

/** The next trusted input starts the clock; from now on each frame looks for the two answers. */
export const mark = ({ first, complete }: { first: Answer; complete: Answer }) => {
  const state = (window as unknown as Window_).__ft;
  state.markedAt = performance.now();
  const met = ({ selector, visible, text, count }: Answer) => {
    const nodes = [...document.querySelectorAll(selector)].filter(
      (node) => !visible || node.checkVisibility({ visibilityProperty: true }),
    );
    if (count !== undefined) return nodes.length >= count;
    return text === undefined ? nodes.length > 0 : nodes.some((node) => node.textContent?.includes(text));
  };
  // performance.now(), not the frame's begin time: an answer drawn by the input's own handler is in
  // the frame the input was handled in, which began before the event's timeStamp.
  const frame = () => {
    const now = performance.now();
    if (state.inputAt >= 0 && state.firstAt < 0 && met(first)) state.firstAt = now;
    if (state.inputAt >= 0 && state.completeAt < 0 && met(complete)) state.completeAt = now;
    if (state.completeAt < 0 || state.firstAt < 0) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
};

export const completed = () => (window as unknown as Window_).__ft.completeAt >= 0;

/** The figures once answered, with the shop's requests (fetch and XHR) made since the touch was armed. */
export const read = (): Watched => {
  const state = (window as unknown as Window_).__ft;
  const requests = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter(
      (entry) =>
        (entry.initiatorType === 'fetch' || entry.initiatorType === 'xmlhttprequest') &&
        entry.startTime >= state.armedAt,
    )
    .map((entry) => ({ start: entry.startTime, end: entry.responseEnd }));
  return {
    inputAt: state.inputAt,
    firstAt: state.firstAt,
    completeAt: state.completeAt,
    entries: state.entries.filter((entry) => entry.startTime >= state.armedAt),
    requests,
  };
};
