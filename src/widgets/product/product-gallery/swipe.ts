import { DEFAULTS } from '../../../config/defaults.ts';
import type { Listen } from '../../../runtime/types.ts';
import { startsDrag, swipeStep } from './model.ts';

/**
 * Pointer swipe on the gallery (Flatsome's flickity, spec §9 "Gallery"): after the 15 px drag
 * threshold the shown slide follows the finger, and on release it snaps to the next or previous
 * slide, or back. A drag swallows the click that ends it, so it never opens the lightbox; a tap
 * (under the threshold) stays a click. Buttons and arrow keys are unchanged.
 */
export function enableSwipe(
  host: HTMLElement,
  shownSlide: () => HTMLElement | undefined,
  step: (delta: -1 | 1) => void,
  listen: Listen,
): () => void {
  const listeners = new AbortController();
  const { signal } = listeners;
  const threshold = DEFAULTS.galleryDragThresholdPx;
  let start: { x: number; y: number; id: number } | null = null;
  let dragging = false;
  let dx = 0;
  // vertical page scroll stays the browser's; horizontal pans come to us
  const touchAction = host.style.touchAction;
  host.style.touchAction = 'pan-y';

  const follow = (offset: number) => {
    const slide = shownSlide();
    if (slide) slide.style.transform = offset === 0 ? '' : `translateX(${offset}px)`;
  };
  const onDown = (event: PointerEvent) => {
    if (event.button !== 0 || !event.isPrimary) return;
    if (event.target instanceof Element && event.target.closest('button')) return;
    start = { x: event.clientX, y: event.clientY, id: event.pointerId };
    dragging = false;
    dx = 0;
  };
  const onMove = (event: PointerEvent) => {
    if (!start || event.pointerId !== start.id) return;
    dx = event.clientX - start.x;
    if (!dragging && startsDrag(dx, event.clientY - start.y, threshold)) {
      dragging = true;
      host.setPointerCapture?.(event.pointerId);
      host.dataset.vitrinaDragging = '';
    }
    if (dragging) {
      event.preventDefault();
      follow(dx);
    }
  };
  const onUp = (event: PointerEvent) => {
    if (!start || event.pointerId !== start.id) return;
    start = null;
    if (!dragging) return;
    delete host.dataset.vitrinaDragging;
    follow(0);
    const delta = swipeStep(dx, threshold);
    if (delta !== 0) step(delta);
    // The click that ends a drag is not a tap on the image.
    const click = new AbortController();
    listen(host, 'click', swallow, { capture: true, once: true, signal: click.signal });
    setTimeout(() => click.abort(), 0);
  };
  const onCancel = () => {
    start = null;
    dragging = false;
    delete host.dataset.vitrinaDragging;
    follow(0);
  };
  const swallow = (event: Event) => {
    event.preventDefault();
    event.stopPropagation();
  };
  // Links and images would start the browser's own drag-and-drop instead.
  const onDragStart = (event: DragEvent) => event.preventDefault();

  listen(host, 'pointerdown', onDown, { signal });
  listen(host, 'pointermove', onMove, { signal });
  listen(host, 'pointerup', onUp, { signal });
  listen(host, 'pointercancel', onCancel, { signal });
  listen(host, 'dragstart', onDragStart, { signal });
  return () => {
    onCancel();
    host.style.touchAction = touchAction;
    listeners.abort();
  };
}
