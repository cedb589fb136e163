import { DEFAULTS } from '../../../config/defaults.ts';
import type { Listen } from '../../../runtime/types.ts';
import { prefersReducedMotion } from '../../../ui/reduced-motion.ts';

/**
 * WooCommerce's field descriptions (woocommerce.js, spec §9 "description slide 250 ms"): a
 * field's `span.description` slides open when the field is clicked or focused, closing any other;
 * Escape in the field or a click outside the fields slides it shut. `aria-hidden` follows, as the
 * server prints it hidden.
 */
const DESCRIPTION = '.woocommerce-input-wrapper span.description';

// The theme's CSS hides descriptions, so the open state is an inline display (ui/slide.ts clears it).
function toggle(description: HTMLElement, open: boolean): void {
  description.setAttribute('aria-hidden', String(!open));
  description.getAnimations?.().forEach((animation) => animation.cancel());
  description.style.display = 'block';
  if (prefersReducedMotion() || typeof description.animate !== 'function') {
    description.style.display = open ? 'block' : 'none';
    return;
  }
  const full = { height: `${description.scrollHeight}px`, overflow: 'hidden' };
  const closed = { height: '0px', overflow: 'hidden', paddingTop: '0px', paddingBottom: '0px', marginTop: '0px' };
  const animation = description.animate(open ? [closed, full] : [full, closed], {
    duration: DEFAULTS.fieldDescriptionSlideMs,
    easing: 'ease',
  });
  animation.finished.then(
    () => {
      if (!open) description.style.display = 'none';
    },
    () => undefined,
  );
}

const isOpen = (description: HTMLElement) => description.getAttribute('aria-hidden') === 'false';

export function watchFieldDescriptions(root: HTMLElement, listen: Listen): () => void {
  const all = () => [...root.querySelectorAll<HTMLElement>(DESCRIPTION)];
  const own = (target: EventTarget | null) =>
    target instanceof Element
      ? (target.closest('.woocommerce-input-wrapper')?.querySelector<HTMLElement>(':scope > span.description') ?? null)
      : null;
  const onUse = (event: Event) => {
    const mine = own(event.target);
    if (event.target instanceof Element && !event.target.matches('input, select, textarea')) return;
    for (const description of all()) if (description !== mine && isOpen(description)) toggle(description, false);
    if (mine && !isOpen(mine)) toggle(mine, true);
  };
  const onKey = (event: KeyboardEvent) => {
    const mine = own(event.target);
    if (event.key !== 'Escape' || !mine || !isOpen(mine)) return;
    event.preventDefault();
    toggle(mine, false);
  };
  const onOutside = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('.woocommerce-input-wrapper')) return;
    for (const description of all()) if (isOpen(description)) toggle(description, false);
  };
  listen(root, 'focusin', onUse);
  listen(root, 'click', onUse);
  listen(root, 'keydown', onKey);
  listen(document, 'click', onOutside);
  // The listeners go with the widget's context at unmount.
  return () => undefined;
}
