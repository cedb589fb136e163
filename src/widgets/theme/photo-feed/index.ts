import { loadPhotoFeed } from './api/photo-feed.ts';
import { ok } from '../../../api/result.ts';
import type { WidgetModule } from '../../../runtime/types.ts';
import { feedOutcome, type FeedOutcome } from './model.ts';
import { INVALID_DATA } from './texts.ts';

/** The admin bar is how the theme tells a logged-in editor from a shopper on a cached page. */
function hasAdminBar(): boolean {
  return document.body.classList.contains('admin-bar');
}

function show(host: HTMLElement, outcome: FeedOutcome): void {
  if (outcome.show === 'placeholders') {
    host.dataset.vitrinaFeed = 'failed';
    return;
  }
  if (outcome.show === 'error') {
    const line = document.createElement('p');
    line.className = 'instagram-error';
    line.textContent = outcome.text;
    host.replaceChildren(line);
    host.dataset.vitrinaFeed = 'failed';
    return;
  }
  // The answer is the whole block (same-origin server HTML, spec §7.2): it takes the placeholder's place.
  const template = document.createElement('template');
  template.innerHTML = outcome.html;
  host.replaceWith(template.content);
}

/**
 * Flatsome's social photo feed block: the page prints placeholders and the block's signed data
 * (`data-flatsome-instagram`); the photos are fetched when the block comes near the viewport.
 * DOM only: it draws nothing but the server's HTML or, for editors, one line of text.
 */
const photoFeed: WidgetModule = {
  mount(host, context) {
    const data = host.dataset.flatsomeInstagram?.trim() ?? '';
    if (data === '') {
      show(host, feedOutcome(ok({ loaded: false, message: INVALID_DATA }), hasAdminBar()));
      return undefined;
    }
    host.dataset.vitrinaFeed = 'loading';
    context.run(async () => {
      const result = await loadPhotoFeed(data, context.signal);
      if (context.signal.aborted) return;
      show(host, feedOutcome(result, hasAdminBar()));
    });
    return undefined;
  },
};

export default photoFeed;
