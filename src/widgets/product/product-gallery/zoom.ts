import type { Listen } from '../../../runtime/types.ts';
import { zoomOrigin, type ZoomMode } from './model.ts';
import type { GalleryImage } from './slides.ts';

/** §8, in Romanian: shown while the large image loads, and for 2500 ms when it fails. */
const ZOOM_LOADING = 'Se încarcă imaginea';
const ZOOM_FAILED = 'Imaginea nu a putut fi încărcată';
const FAILURE_SHOWN_MS = 2500;

/**
 * Zoom on the shown slide: a layer over the image with the large file as its background,
 * following the pointer (hover), or toggled by a tap (touch). It is absolutely positioned inside
 * the slide, so nothing around it moves.
 */
export interface Zoom {
  attach(image: GalleryImage | undefined): void;
  destroy(): void;
}

/** The layer that shows the large file, over the slide. */
function createLayer(): HTMLElement {
  const layer = document.createElement('div');
  layer.className = 'vitrina-zoom zoomImg';
  layer.setAttribute('aria-hidden', 'true');
  layer.style.cssText =
    'position:absolute;inset:0;background-repeat:no-repeat;opacity:0;pointer-events:none;transition:none;z-index:2';
  return layer;
}

/** The line that says the large file is loading, or failed. */
function createStatus(): HTMLElement {
  const status = document.createElement('div');
  status.className = 'vitrina-zoom__status';
  status.setAttribute('role', 'status');
  status.style.cssText =
    'position:absolute;left:0;right:0;bottom:0;padding:4px 8px;background:rgba(255,255,255,.9);color:#111;font-size:14px;z-index:3';
  status.hidden = true;
  return status;
}

/** The slide holds the layer: positioned, and clipping it. */
function holdLayer(slide: HTMLElement, layer: HTMLElement, status: HTMLElement): void {
  if (getComputedStyle(slide).position === 'static') slide.style.position = 'relative';
  slide.style.overflow = 'hidden';
  slide.append(layer, status);
}

/** Loads the large file, telling its natural size once it is in. */
function probeLarge(src: string, loaded: (width: number, height: number) => void, failed: () => void): void {
  const probe = new Image();
  probe.onload = () => loaded(probe.naturalWidth, probe.naturalHeight);
  probe.onerror = failed;
  probe.src = src;
}

interface ZoomHandlers {
  enter(event: PointerEvent): void;
  move(event: PointerEvent): void;
  leave(): void;
  tap(event: MouseEvent): void;
}

/** Hover mode follows the pointer over the slide; tap mode toggles on a click. */
function listenOnSlide(
  slide: HTMLElement,
  mode: ZoomMode,
  handlers: ZoomHandlers,
  listen: Listen,
  signal: AbortSignal,
): void {
  if (mode === 'hover') {
    listen(slide, 'pointerenter', handlers.enter, { signal });
    listen(slide, 'pointermove', handlers.move, { signal });
    listen(slide, 'pointerleave', handlers.leave, { signal });
  } else {
    listen(slide, 'click', handlers.tap, { signal });
  }
}

export function createZoom(mode: ZoomMode, listen: Listen): Zoom {
  // The listeners on the slide zoomed now; detach() removes them when the zoom moves on.
  let attached = new AbortController();
  const layer = createLayer();
  const status = createStatus();

  let target: GalleryImage | undefined;
  let loaded = '';
  let failTimer: ReturnType<typeof setTimeout> | undefined;
  let active = false;

  const show = (visible: boolean) => {
    active = visible;
    layer.style.opacity = visible && loaded ? '1' : '0';
  };
  const load = () => {
    const src = target?.img?.dataset.large_image ?? '';
    if (!src || src === loaded) return;
    status.hidden = false;
    status.textContent = ZOOM_LOADING;
    probeLarge(
      src,
      (width, height) => {
        if (target?.img?.dataset.large_image !== src) return;
        loaded = src;
        layer.style.backgroundImage = `url("${src.replace(/["\\\n]/g, '\\$&')}")`;
        layer.style.backgroundSize = `${width}px ${height}px`;
        status.hidden = true;
        show(active);
      },
      () => {
        status.textContent = ZOOM_FAILED;
        clearTimeout(failTimer);
        failTimer = setTimeout(() => (status.hidden = true), FAILURE_SHOWN_MS);
      },
    );
  };
  const move = (event: PointerEvent) => {
    if (!target) return;
    const { x, y } = zoomOrigin(event.clientX, event.clientY, target.slide.getBoundingClientRect());
    layer.style.backgroundPosition = `${x}% ${y}%`;
  };
  const enter = (event: PointerEvent) => {
    load();
    move(event);
    show(true);
  };
  const leave = () => show(false);
  const tap = (event: MouseEvent) => {
    event.preventDefault();
    load();
    show(!active);
  };

  const detach = () => {
    if (!target) return;
    attached.abort();
    layer.remove();
    status.remove();
  };

  return {
    attach(image) {
      detach();
      target = image;
      loaded = '';
      layer.style.backgroundImage = '';
      show(false);
      if (!image || mode === 'off') return;
      holdLayer(image.slide, layer, status);
      attached = new AbortController();
      listenOnSlide(image.slide, mode, { enter, move, leave, tap }, listen, attached.signal);
    },
    destroy() {
      clearTimeout(failTimer);
      detach();
    },
  };
}
