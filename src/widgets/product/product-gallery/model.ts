/**
 * When the gallery zooms (spec §2.3, legacy-contracts §3 behaviour 4): only when some image's
 * large width exceeds the gallery width, never on mobile user agents, by click on touch devices
 * and by hover otherwise.
 */
export type ZoomMode = 'off' | 'hover' | 'click';

const MOBILE_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobi/i;

function isMobileAgent(userAgent: string): boolean {
  return MOBILE_AGENT.test(userAgent);
}

export interface ZoomInput {
  readonly largeWidths: readonly number[];
  readonly galleryWidth: number;
  readonly userAgent: string;
  readonly touch: boolean;
  readonly enabled: boolean;
}

export function zoomMode({ largeWidths, galleryWidth, userAgent, touch, enabled }: ZoomInput): ZoomMode {
  if (!enabled || isMobileAgent(userAgent)) return 'off';
  if (!largeWidths.some((width) => width > galleryWidth)) return 'off';
  return touch ? 'click' : 'hover';
}

/** Slider index after a key or button: wraps, like the theme's slider. */
export function moveSlide(current: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((current + delta) % count) + count) % count;
}

/** Background position (percent) that puts the large image's point under the pointer. */
export function zoomOrigin(
  pointerX: number,
  pointerY: number,
  rect: { left: number; top: number; width: number; height: number },
): { x: number; y: number } {
  const clamp = (value: number) => Math.min(100, Math.max(0, value));
  return {
    x: clamp(((pointerX - rect.left) / Math.max(rect.width, 1)) * 100),
    y: clamp(((pointerY - rect.top) / Math.max(rect.height, 1)) * 100),
  };
}

/**
 * Where a horizontal drag ends (spec §9 "drag threshold 15"): a drag shorter than the threshold
 * is a tap and snaps back; a longer one moves one slide against the finger's direction.
 */
export function swipeStep(dx: number, threshold: number): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold) return 0;
  return dx < 0 ? 1 : -1;
}

/** Whether a pointer's movement so far has become a horizontal drag (vertical moves scroll the page). */
export function startsDrag(dx: number, dy: number, threshold: number): boolean {
  return Math.abs(dx) >= threshold && Math.abs(dx) > Math.abs(dy);
}
