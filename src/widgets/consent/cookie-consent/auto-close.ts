import type { Listen } from '../../../runtime/types.ts';
import { scrolledPast } from './model.ts';

interface AutoCloseOptions {
  readonly host: HTMLElement;
  readonly showOnceMs: number | null;
  readonly scrollClosePx: number | null;
  readonly onTimeout: () => void;
  readonly onScroll: () => void;
  readonly listen: Listen;
}

/**
 * The plugin's two self-closing rules (spec §4.11): after `showOnceMs`, and on scrolling past
 * `scrollClosePx`; started only while the banner is shown for the first time. Once the shopper
 * points at or moves focus into the banner, it no longer closes by itself (WCAG 2.2.1: nobody
 * loses a banner while reading or using it). Returns the stop, which is safe to call twice.
 */
export function startAutoClose({
  host,
  showOnceMs,
  scrollClosePx,
  onTimeout,
  onScroll,
  listen,
}: AutoCloseOptions): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(timer);
    controller.abort();
  };
  if (showOnceMs !== null) timer = setTimeout(() => (stop(), onTimeout()), showOnceMs);
  if (scrollClosePx !== null) {
    const onScrollEvent = () => {
      if (host.contains(document.activeElement) || !scrolledPast(window.scrollY, scrollClosePx)) return;
      stop();
      onScroll();
    };
    listen(window, 'scroll', onScrollEvent, { passive: true, signal });
  }
  listen(host, 'focusin', stop, { signal });
  listen(host, 'pointerenter', stop, { signal });
  return stop;
}
