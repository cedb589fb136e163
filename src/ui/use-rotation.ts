import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { prefersReducedMotion, whenMotionReduced } from './reduced-motion.ts';

export { START_ROTATION, STOP_ROTATION } from './rotation.ts';

interface RotationOptions {
  /** The carousel region: the pointer over it pauses, keyboard focus in it stops. */
  readonly region: HTMLElement;
  /** Milliseconds between moves; null = the carousel never rotates by itself. */
  readonly intervalMs: number | null;
  readonly pauseOnHover: boolean;
  /** The rotation button: focus landing on it does not stop rotation (its own press decides). */
  readonly rotationButton: RefObject<HTMLButtonElement | null>;
  /** Moves one step; called only while rotating, not hovered, and motion is allowed. */
  readonly onTick: () => void;
  /** Changes with every move (the current slide), so a move by hand restarts the interval. */
  readonly moveKey: unknown;
  /** The slide track (APG: `aria-live` on it): off while rotating, polite once the shopper moves it. */
  readonly track: HTMLElement;
}

/**
 * Auto-rotation of an APG carousel: off from the start under prefers-reduced-motion (the shopper
 * may still start it) and stopped if the setting turns on while the page is open; paused while the pointer is over the region,
 * stopped once keyboard focus lands on anything in it but the rotation button, until the shopper
 * starts it again.
 */
export function useRotation({ region, intervalMs, pauseOnHover, rotationButton, onTick, moveKey, track }: RotationOptions) {
  const [rotating, setRotating] = useState(() => intervalMs !== null && !prefersReducedMotion());
  const [hovered, setHovered] = useState(false);
  const tick = useRef(onTick);
  useEffect(() => {
    tick.current = onTick;
  }, [onTick]);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    region.addEventListener('pointerenter', () => setHovered(true), { signal });
    region.addEventListener('pointerleave', () => setHovered(false), { signal });
    region.addEventListener('focusin', (event) => {
      // A click focuses a button too; only keyboard focus (focus-visible) stops, wherever it lands.
      const target = event.target;
      if (!(target instanceof Element) || target === rotationButton.current || !target.matches(':focus-visible')) return;
      setRotating(false);
    }, { signal });
    return () => controller.abort();
  }, [region, rotationButton]);

  useEffect(() => whenMotionReduced(() => setRotating(false)), []);

  const moving = rotating && intervalMs !== null && !(pauseOnHover && hovered);
  useEffect(() => {
    if (!moving || intervalMs === null) return undefined;
    const timer = setTimeout(() => tick.current(), intervalMs);
    return () => clearTimeout(timer);
  }, [moving, intervalMs, moveKey]);

  useEffect(() => {
    // Every automatic move read aloud would talk over the page; a move the shopper asked for is read.
    track.setAttribute('aria-live', rotating ? 'off' : 'polite');
  }, [track, rotating]);

  const toggle = useCallback(() => setRotating((value) => !value), []);
  return { rotating, toggle };
}
