import { readFlatsomeTheme } from '../../../config/flatsome.ts';
import { noticeReducedMotion } from '../../../ui/reduced-motion.ts';

/**
 * The reduced-motion notice (editors see why the slider does not turn), a chunk of its own: only an
 * autoplaying slider seen with reduced motion needs the theme's settings, so no other page fetches them.
 */
export function noticeStillSlider(): void {
  noticeReducedMotion(readFlatsomeTheme().canEditPages);
}
