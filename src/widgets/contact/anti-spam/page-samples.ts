import { onAbort } from '../../../lib/on-abort.ts';
import type { Listen, WidgetContext } from '../../../runtime/types.ts';
import { BURST_DEBOUNCE_MS, Recorder } from './model.ts';

type Owner = Pick<WidgetContext, 'listen' | 'signal'>;

let shared: Recorder | null = null;
/** The mounted forms' contexts; the page listeners live in the first one's and move on when it unmounts. */
const owners: Owner[] = [];

/**
 * One recorder for the whole page, as Akismet 5.6 keeps one state for every form: clicks, moves,
 * touches and scrolls anywhere (passive listeners, bounded lists), started with the first form
 * and kept while any form is mounted (its listeners go through a mounted form's context.listen and
 * pass to the next form's when that one unmounts). Moves, touch moves and scrolls settle after
 * 500 ms of quiet.
 */
export function pageRecorder(owner: Owner): Recorder {
  const recorder = (shared ??= new Recorder());
  owners.push(owner);
  if (owners.length === 1) listenOnPage(recorder, owner.listen);
  onAbort(owner.signal, () => {
    const index = owners.indexOf(owner);
    owners.splice(index, 1);
    if (index === 0 && owners[0]) listenOnPage(recorder, owners[0].listen);
  });
  return recorder;
}

function listenOnPage(recorder: Recorder, listen: Listen): void {
  const options = { passive: true, capture: true };
  let move: { start: number; x: number; y: number; timer: ReturnType<typeof setTimeout> } | null = null;
  let touchTimer: ReturnType<typeof setTimeout> | undefined;
  let scrollTimer: ReturnType<typeof setTimeout> | undefined;
  listen(document, 'mousedown', () => recorder.mousedown(Date.now()), options);
  listen(document, 'mouseup', () => recorder.mouseup(Date.now()), options);
  listen(
    document,
    'mousemove',
    (event) => {
      const started = move ?? { start: Date.now(), x: event.clientX, y: event.clientY };
      if (move) clearTimeout(move.timer);
      const timer = setTimeout(() => {
        recorder.mousemove(
          Date.now() - BURST_DEBOUNCE_MS - started.start,
          Math.hypot(event.clientX - started.x, event.clientY - started.y),
        );
        move = null;
      }, BURST_DEBOUNCE_MS);
      move = { ...started, timer };
    },
    options,
  );
  listen(
    document,
    'touchmove',
    () => {
      clearTimeout(touchTimer);
      touchTimer = setTimeout(() => (recorder.touchmoveCount += 1), BURST_DEBOUNCE_MS);
    },
    options,
  );
  listen(
    document,
    'scroll',
    () => {
      clearTimeout(scrollTimer);
      scrollTimer = setTimeout(() => (recorder.scrollCount += 1), BURST_DEBOUNCE_MS);
    },
    options,
  );
  listen(document, 'touchstart', () => recorder.touchstart(Date.now()), options);
  listen(document, 'touchend', () => recorder.touchend(Date.now()), options);
}
