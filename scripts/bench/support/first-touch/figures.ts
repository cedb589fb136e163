/**
 * Pure reckoning for the first-touch table (scripts/bench/first-touch.ts): input-to-next-paint as
 * the Event Timing API counts it for INP, and the shop's own answer time left out of a delay.
 */

/** A PerformanceEventTiming entry, as the page hands it over. */
export interface EventEntry {
  readonly name: string;
  readonly startTime: number;
  readonly duration: number;
  readonly interactionId: number;
}

/**
 * Input to next paint of a touch: each interaction's duration is the longest of its entries (a
 * click is pointerdown, pointerup and click, one interactionId), and the touch's figure is its
 * worst interaction, as INP takes it over a short visit. A hover is no interaction for INP (no
 * interactionId): its own event entries count then. 0 when no entry reached the 16 ms threshold.
 */
export function inputToNextPaint(entries: readonly EventEntry[]): number {
  const interactions = entries.filter((entry) => entry.interactionId > 0);
  const counted = interactions.length > 0 ? interactions : entries;
  return counted.reduce((worst, entry) => Math.max(worst, entry.duration), 0);
}

/** A request the page made to the shop (fetch or XHR), from its start to its response's end. */
export interface Span {
  readonly start: number;
  readonly end: number;
}

/** How much of [from, to] the shop's requests covered, overlapping requests counted once. */
export function shopTime(requests: readonly Span[], from: number, to: number): number {
  const clipped = requests
    .map((span) => ({ start: Math.max(span.start, from), end: Math.min(span.end, to) }))
    .filter((span) => span.end > span.start)
    .sort((a, b) => a.start - b.start);
  let total = 0;
  let reach = from;
  for (const span of clipped) {
    const start = Math.max(span.start, reach);
    if (span.end > start) total += span.end - start;
    reach = Math.max(reach, span.end);
  }
  return total;
}

/** The delay from the input to an answer, the shop's own answer time within it left out. */
export function answerDelay(inputAt: number, answeredAt: number, requests: readonly Span[]): number {
  return answeredAt - inputAt - shopTime(requests, inputAt, answeredAt);
}
