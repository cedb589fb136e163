/**
 * Opening and closing a block with a height animation, where the replaced scripts used jQuery's
 * slideDown / slideUp (400 ms unless they said otherwise). A closed block gets `display: none`,
 * as the server prints it and as jQuery left it, so it leaves the tab order and the accessibility
 * tree; an open one has no inline display. Reduced motion, or a browser without the Web
 * Animations API, switches at once. A new call cancels a slide still running on the same block.
 */
export const SLIDE_MS = 400;

const running = new WeakMap<HTMLElement, Animation>();

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function show(block: HTMLElement, open: boolean): void {
  block.style.display = open ? '' : 'none';
}

export function slideBlock(
  block: HTMLElement,
  open: boolean,
  options: { durationMs?: number; animate?: boolean } = {},
): void {
  running.get(block)?.cancel();
  running.delete(block);
  const wasOpen = block.style.display !== 'none' && !block.hidden;
  block.hidden = false;
  if (options.animate === false || wasOpen === open || prefersReducedMotion() || typeof block.animate !== 'function') {
    show(block, open);
    return;
  }
  show(block, true);
  const height = `${block.scrollHeight}px`;
  const closed = { height: '0px', overflow: 'hidden', paddingTop: '0px', paddingBottom: '0px' };
  const full = { height, overflow: 'hidden' };
  const animation = block.animate(open ? [closed, full] : [full, closed], {
    duration: options.durationMs ?? SLIDE_MS,
    easing: 'ease',
  });
  running.set(block, animation);
  // A slide cancelled by the next one rejects `finished`; that is the expected outcome, not an error.
  animation.finished?.catch(() => undefined);
  animation.addEventListener('finish', () => {
    if (running.get(block) !== animation) return;
    running.delete(block);
    show(block, open);
  });
}
