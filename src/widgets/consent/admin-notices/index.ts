import { sendNoticeAction } from '../shared/api/notices.ts';
import { readDismissibleNotices } from './config/dismissible-notices.ts';
import type { WidgetModule } from '../../../runtime/types.ts';
import { announce, prepareAnnouncer } from '../../../ui/announce.ts';
import { moveFocusAway } from '../../../ui/focus-fallback.ts';
import { readNoticeControl } from './model.ts';
import { ADMIN_NOTICE_TEXTS } from './texts.ts';

const ERROR_CLASS = 'vitrina-notice-error';

/**
 * Dismiss and snooze links of dismissible admin notices (`.ademti-dismiss`, `.ademti-snooze` with
 * `data-ademti-notice-slug`), which the site prints only for administrators (the library's
 * nonce, `dismissibleWpNotices`, is printed for everyone; without it nothing is wired, and the
 * endpoints have no guest hook). The notice leaves at once; if the call fails it comes back, says
 * why and gets focus back on the link.
 */
const adminNotices: WidgetModule = {
  mount(host, context) {
    const settings = readDismissibleNotices();
    const control = readNoticeControl(host);
    const notice = host.closest<HTMLElement>('.notice');
    if (!settings || !control || !notice) return undefined;
    prepareAnnouncer();
    if (host instanceof HTMLAnchorElement) host.setAttribute('role', 'button');

    const press = async (event: Event) => {
      event.preventDefault();
      if (notice.hidden) return;
      notice.querySelector(`.${ERROR_CLASS}`)?.remove();
      moveFocusAway(notice, nextFocusAfter(notice));
      notice.hidden = true;
      const result = await sendNoticeAction(control.action, control.slug, settings.nonce);
      if (result.ok || context.signal.aborted) return;
      notice.hidden = false;
      const message =
        control.action === 'ademti_dismissible_wp_notices_dismiss'
          ? ADMIN_NOTICE_TEXTS.dismissFailed
          : ADMIN_NOTICE_TEXTS.snoozeFailed;
      const paragraph = document.createElement('p');
      paragraph.className = ERROR_CLASS;
      paragraph.textContent = message;
      notice.append(paragraph);
      host.focus();
      announce(message, 'assertive');
    };
    context.listen(host, 'click', press);
    // A link acting as a button answers Space as a button does (a real button already does).
    if (!(host instanceof HTMLButtonElement)) {
      context.listen(host, 'keydown', (event) =>
        event instanceof KeyboardEvent && event.key === ' ' ? press(event) : undefined,
      );
    }
    return undefined;
  },
};

/** The next notice's first control, so a keyboard user goes on through the notices. */
function nextFocusAfter(notice: HTMLElement): HTMLElement | null {
  for (let next = notice.nextElementSibling; next; next = next.nextElementSibling) {
    if (next instanceof HTMLElement && !next.hidden && next.classList.contains('notice')) {
      return next.querySelector<HTMLElement>('.ademti-dismiss, .ademti-snooze, a[href], button');
    }
  }
  return null;
}

export default adminNotices;
