import { prefersReducedMotion, whenMotionReduced } from './reduced-motion.ts';

/** The APG rotation control's two names (the button's label says what pressing it does). */
const STOP_ROTATION = 'Oprește derularea automată';
export const START_ROTATION = 'Pornește derularea automată';

interface RotationOptions {
  /** The carousel region: the pointer over it pauses, keyboard focus in it stops. */
  readonly region: HTMLElement;
  /** Milliseconds between moves; null = the carousel never rotates by itself. */
  readonly intervalMs: number | null;
  readonly pauseOnHover: boolean;
  /** The rotation button, if any: focus landing on it does not stop rotation; its label follows the state. */
  readonly rotationButton: HTMLButtonElement | null;
  /** Moves one step; called only while rotating, not hovered, and motion is allowed. */
  readonly onTick: () => void;
  /**
   * The slide track (APG: `aria-live` on it): off while rotating, polite once the shopper moves it;
   * given back as it was printed when `signal` aborts.
   */
  readonly track: HTMLElement;
  readonly signal: AbortSignal;
}

export interface Rotation {
  /** Call after every move, by hand or by tick: the interval starts again. */
  moved(): void;
  toggle(): void;
  readonly rotating: () => boolean;
}

/**
 * Auto-rotation of an APG carousel, in plain DOM (design §8: carousels that enhance printed
 * markup bring no React): off from the start under prefers-reduced-motion and stopped if it turns on; paused while the
 * pointer is over the region; stopped once keyboard focus lands on anything in it but the
 * rotation button, until the shopper starts it again.
 */
export function createRotation({
  region,
  intervalMs,
  pauseOnHover,
  rotationButton,
  onTick,
  track,
  signal,
}: RotationOptions): Rotation {
  let rotating = intervalMs !== null && !prefersReducedMotion();
  let hovered = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const printedLive = track.getAttribute('aria-live');

  const schedule = () => {
    clearTimeout(timer);
    if (!rotating || intervalMs === null || (pauseOnHover && hovered) || signal.aborted) return;
    timer = setTimeout(onTick, intervalMs);
  };
  const set = (next: boolean) => {
    rotating = next;
    // Every automatic move read aloud would talk over the page; a move the shopper asked for is read.
    track.setAttribute('aria-live', rotating ? 'off' : 'polite');
    if (rotationButton) rotationButton.textContent = rotating ? STOP_ROTATION : START_ROTATION;
    schedule();
  };

  region.addEventListener(
    'pointerenter',
    () => {
      hovered = true;
      schedule();
    },
    { signal },
  );
  region.addEventListener(
    'pointerleave',
    () => {
      hovered = false;
      schedule();
    },
    { signal },
  );
  region.addEventListener(
    'focusin',
    (event) => {
      // A click focuses a button too; only keyboard focus (focus-visible) stops, wherever it lands.
      const target = event.target;
      if (!(target instanceof Element) || target === rotationButton || !target.matches(':focus-visible')) return;
      if (rotating) set(false);
    },
    { signal },
  );
  const stopWatching = whenMotionReduced(() => set(false));
  signal.addEventListener(
    'abort',
    () => {
      clearTimeout(timer);
      stopWatching();
      if (printedLive === null) track.removeAttribute('aria-live');
      else track.setAttribute('aria-live', printedLive);
    },
    { once: true },
  );
  set(rotating);
  return { moved: schedule, toggle: () => set(!rotating), rotating: () => rotating };
}
