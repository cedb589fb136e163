import { afterLoad } from '../lib/after-load.ts';
import { armIntent, WAKE_EVENTS, type Release } from './intent.ts';
import type { Trigger, WidgetDefinition } from './types.ts';

/**
 * Calls `load` when the trigger says so; returns a cancel for hosts that leave the page first.
 * `intent` hands `load` a release (play the held touch again) and what woke it, read at mount.
 */
export type TriggerFn = (
  host: HTMLElement,
  load: (release?: Release, causeOf?: () => Event | undefined) => void,
  definition?: Pick<WidgetDefinition, 'touch' | 'owns' | 'wake' | 'atLatest'>,
  hold?: boolean,
) => () => void;

const now: TriggerFn = (_host, load) => {
  load();
  return () => {};
};

/**
 * After the page's load event, once the browser has settled (Astro's client:idle), at most 2 s
 * later on busy pages. Waiting for load keeps idle widgets (and the React chunk most of them
 * bring) off the critical path even when the browser finds idle time while images still load.
 */
const idle: TriggerFn = (_host, load) => {
  let cancel = () => {};
  let cancelled = false;
  afterLoad(() => {
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => load(), { timeout: 2000 });
      cancel = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(() => load(), 200);
      cancel = () => clearTimeout(id);
    }
  });
  return () => {
    cancelled = true;
    cancel();
  };
};

/** When the host comes within 200 px of the viewport (Astro's client:visible). */
const visible: TriggerFn = (host, load) => {
  if (typeof IntersectionObserver !== 'function') return now(host, load);
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      load();
    },
    { rootMargin: '200px' },
  );
  observer.observe(drawnBox(host));
  return () => observer.disconnect();
};

/**
 * The host, or its nearest ancestor with a box when the page's CSS keeps the host undrawn: an element
 * with `display: none` never intersects, and plugins' sheets hide boxes their scripts fill at load
 * (WOOF 1.4.1 css/front.css L155: `.woof_products_top_panel { display: none }` until the chips are drawn).
 */
function drawnBox(host: Element): Element {
  let box: Element = host;
  while (box.parentElement && box.getClientRects().length === 0) box = box.parentElement;
  return box;
}

/** First sign the shopper is about to use it: pointer, touch or keyboard focus on the host (intent's own signs). */
const INTERACTION_EVENTS = WAKE_EVENTS;
const interaction: TriggerFn = (host, load) => {
  const fire = () => {
    stop();
    load();
  };
  const stop = () => INTERACTION_EVENTS.forEach((type) => host.removeEventListener(type, fire));
  INTERACTION_EVENTS.forEach((type) => host.addEventListener(type, fire, { once: true, passive: true }));
  return stop;
};

/**
 * On intent; with `atLatest`, also when that trigger fires first (a widget that draws part of its
 * first view). Then the intent stays armed while the chunk loads: a click in that time is held and
 * played on the mounted widget, and the touch reaches it as its cause (never lost).
 */
const intent: TriggerFn = (host, load, definition, hold = true) => {
  let cancelLatest = () => {};
  const armed = armIntent(
    host,
    (release, causeOf) => {
      cancelLatest();
      load(release, causeOf);
    },
    { touch: definition?.touch, owns: definition?.owns, wake: definition?.wake, hold },
  );
  if (definition?.atLatest) cancelLatest = triggers[definition.atLatest](host, () => armed.fire());
  return () => {
    armed.cancel();
    cancelLatest();
  };
};

export const triggers: Readonly<Record<Trigger, TriggerFn>> = { now, idle, visible, interaction, intent };
