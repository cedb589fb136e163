import { readFlatsomeTheme } from '../../../config/flatsome.ts';
import type { WidgetModule } from '../../../runtime/types.ts';
import { noticeReducedMotion, prefersReducedMotion } from '../../../ui/reduced-motion.ts';
import { hideVisually } from '../../../ui/visually-hidden/visually-hidden.ts';
import { countAt, formatCount, parseCount } from './model.ts';

/** Flatsome counts for 4 s (spec §9). */
export const COUNT_DURATION_MS = 4000;

/**
 * Flatsome's count-up numbers (`span.count-up`): counted from zero when they scroll into view
 * (the registry loads this on `visible`). The final value is in the HTML, so without JS or with
 * reduced motion it simply shows. While counting, screen readers get the final value only.
 * DOM only: it draws no UI, it rewrites one text node.
 */
const countUp: WidgetModule = {
  mount(host) {
    const finalText = host.textContent ?? '';
    const format = parseCount(finalText);
    if (!format) return undefined;
    if (prefersReducedMotion()) {
      noticeReducedMotion(readFlatsomeTheme().canEditPages);
      return undefined;
    }
    const shown = document.createElement('span');
    shown.setAttribute('aria-hidden', 'true');
    const spoken = document.createElement('span');
    hideVisually(spoken);
    spoken.textContent = finalText;
    // The box keeps the final value's width, so counting never moves the text around it.
    const { display, minWidth } = host.style;
    host.style.display = display || 'inline-block';
    host.style.minWidth = `${host.getBoundingClientRect().width}px`;
    shown.textContent = formatCount(format, 0);
    host.replaceChildren(shown, spoken);

    let frame = 0;
    let started: number | null = null;
    const finish = () => {
      cancelAnimationFrame(frame);
      host.replaceChildren(finalText);
      host.style.display = display;
      host.style.minWidth = minWidth;
      host.dataset.vitrinaCount = 'done';
    };
    const step = (now: number) => {
      started ??= now;
      const progress = (now - started) / COUNT_DURATION_MS;
      if (progress >= 1) return finish();
      shown.textContent = formatCount(format, countAt(format, progress));
      frame = requestAnimationFrame(step);
    };
    host.dataset.vitrinaCount = 'counting';
    frame = requestAnimationFrame(step);
    return finish;
  },
};

export default countUp;
