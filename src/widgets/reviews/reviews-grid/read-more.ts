import type { WidgetContext } from '../../../runtime/types.ts';

const LINKS = '.cr-grid-read-more a, .cr-grid-read-less a';

/**
 * A review or reply cut at the block's `max_chars` (templates/reviews-grid.php): "Show More" hides
 * itself and shows the rest inline, "Show Less" the reverse, as the plugin's frontend.js did (the
 * rest is printed `display:none`, and its sheet hides `.cr-grid-details`, so only an inline display
 * shows it). The pressed link disappears, so focus moves to the one that takes its place. Cards
 * appended by "show more" are covered too: the listener is on the block.
 */
export function listenForReadMore(host: HTMLElement, context: WidgetContext): void {
  context.listen(host, 'click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(LINKS) : null;
    const text = link?.closest<HTMLElement>('.review-content, .cr-grid-reply-content');
    if (!link || !text || !host.contains(text)) return;
    event.preventDefault();
    const expand = link.closest('.cr-grid-read-more') !== null;
    text.querySelector<HTMLElement>('.cr-grid-read-more')?.style.setProperty('display', expand ? 'none' : 'inline');
    text.querySelector<HTMLElement>('.cr-grid-details')?.style.setProperty('display', expand ? 'inline' : 'none');
    text.querySelector<HTMLAnchorElement>(expand ? '.cr-grid-read-less a' : '.cr-grid-read-more a')?.focus();
  });
}
