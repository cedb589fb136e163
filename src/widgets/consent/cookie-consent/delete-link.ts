import type { ConsentConfig } from '../../../config/consent.ts';
import type { WidgetContext } from '../../../runtime/types.ts';
import { eraseCookies } from '../../../state/consent-cookies.ts';
import { announce } from '../../../ui/announce.ts';
import { CONSENT_TEXTS } from './texts.ts';

/** What cookie-law-info 3.5.3 shortcode.php prints for `[delete_cookies]`: `<a href="" class="…">`. */
const DELETE_LINK = '.cookielawinfo-cookie-delete';
const STATUS_CLASS = 'vitrina-cookie-delete-status';

/**
 * The erase of `[delete_cookies]` (cookie-law-info-public.js L346): the accepted flag and every
 * non-necessary cookie go, and the link's empty href (a reload) is not followed. The consent
 * record and the category cookies stay, as there: the banner asks again on the next page, from
 * the shopper's last choices. The plugin says nothing; a click that changes nothing on screen
 * leaves the shopper guessing, so the result is shown after the link and spoken.
 */
export function wireDeleteLinks(config: ConsentConfig, context: Pick<WidgetContext, 'listen'>): void {
  context.listen(document, 'click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLElement>(DELETE_LINK) : null;
    if (!link) return;
    event.preventDefault();
    eraseCookies([config.acceptCookie, ...config.nonNecessaryCookies]);
    showDone(link);
    announce(CONSENT_TEXTS.deleted);
  });
}

/** Visible only: the live region speaks it, and a second live element would read it twice. */
function showDone(link: HTMLElement): void {
  const next = link.nextElementSibling;
  const status = next?.classList.contains(STATUS_CLASS) ? next : document.createElement('span');
  status.className = STATUS_CLASS;
  status.textContent = ` ${CONSENT_TEXTS.deleted}`;
  if (status !== next) link.after(status);
}
