import type { Listen } from '../../../runtime/types.ts';
import type { LongText } from './dom.ts';
import { READ_LESS, READ_MORE } from './texts.ts';

/**
 * The plugin's "read more" / "read less" pair as one button that keeps focus: it shows or hides
 * the rest of the text (inline, as the plugin does) and the "..." before it. Only this card grows;
 * the track aligns cards to the top, so the other slides keep their height.
 */
export function drawReadMore(text: LongText, listen: Listen): void {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'vitrina-rs-readmore';
  button.setAttribute('aria-controls', text.details.id);
  const show = (expanded: boolean) => {
    button.setAttribute('aria-expanded', String(expanded));
    button.textContent = expanded ? READ_LESS : READ_MORE;
    text.more.style.setProperty('display', expanded ? 'none' : 'inline');
    text.details.style.setProperty('display', expanded ? 'inline' : 'none');
  };
  listen(button, 'click', () => show(button.getAttribute('aria-expanded') !== 'true'));
  show(false);
  text.toggleHost.append(button);
}
