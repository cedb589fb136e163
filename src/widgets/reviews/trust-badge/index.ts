import type { WidgetModule } from '../../../runtime/types.ts';
import { hideTrustBadge, isTrustBadgeHidden } from './cookies.ts';
import { announce, prepareAnnouncer } from '../../../ui/announce.ts';
import { dockAtBottom } from '../../../ui/bottom-dock.ts';
import { moveFocusAway } from '../../../ui/focus-fallback.ts';
import { pressesButton } from '../../../ui/keys.ts';
import { findParts, hideBadge, prepareParts, renderState } from './dom.ts';
import { INITIAL_STATE, nextState, parseBadgeColors, type BadgeEvent } from './model.ts';
import { TRUST_BADGE_TEXTS } from './texts.ts';

/** Above every bar of the bottom stack (coming-soon 0, store notice 1, cookie banner 2 and its tab 3). */
export const TRUST_BADGE_DOCK_ORDER = 10;

/**
 * CusRev's floating trust badge (`#cr_floatingtrustbadge`, printed on every page): compact →
 * expanded on a click, the close icon collapses it and then hides it with `cr_hide_trustbadge=true`
 * for 24 h (spec §4.6, §9). The server markup stays; it is made keyboard- and screen-reader-usable
 * and lifted above the bottom bars (by a transform, so a bar appearing later shifts no layout).
 */
const trustBadge: WidgetModule = {
  mount(host, context) {
    // A cached page may still print the badge after it was hidden; the cookie wins.
    if (isTrustBadgeHidden()) {
      hideBadge(host);
      return undefined;
    }
    const parts = findParts(host);
    if (!parts) return undefined;
    prepareParts(parts);
    const colors = parseBadgeColors(host.getAttribute('data-crcolors'));
    let state = INITIAL_STATE;
    renderState(parts, state, colors);
    const dock = dockAtBottom(host, TRUST_BADGE_DOCK_ORDER, 'transform');

    const hide = (byShopper: boolean) => {
      moveFocusAway(host);
      hideBadge(host);
      dock.update();
      if (byShopper) announce(TRUST_BADGE_TEXTS.hidden);
    };
    const go = (event: BadgeEvent) => {
      const before = state;
      state = nextState(state, event);
      if (state === before) return;
      if (state.view === 'hidden') {
        hideTrustBadge();
        hide(true);
        return;
      }
      // The control that had focus is the one about to be hidden or relabelled: hand focus on.
      const hadFocus = host.contains(document.activeElement);
      if (state.view === 'expanded') prepareAnnouncer();
      renderState(parts, state, colors);
      dock.update();
      if (hadFocus) (state.view === 'expanded' ? parts.close : parts.compact).focus({ preventScroll: true });
    };

    context.listen(host, 'click', (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('.cr-floatingbadge-close')) go('close');
      else if (state.view === 'compact') go('open');
    });
    context.listen(host, 'keydown', (event) => {
      if (!(event instanceof KeyboardEvent)) return;
      if (event.key === 'Escape' && state.view === 'expanded') {
        event.preventDefault();
        go('escape');
      } else if (event.target === parts.close && pressesButton(event, parts.close)) go('close');
      else if (event.target === parts.compact && pressesButton(event, parts.compact)) go('open');
    });
    // Hidden in another tab, or this page restored from the back-forward cache after hiding it.
    const recheck = () => {
      if (state.view === 'hidden' || !isTrustBadgeHidden()) return;
      state = { ...state, view: 'hidden' };
      hide(false);
    };
    context.listen(window, 'pageshow', recheck);
    context.listen(document, 'visibilitychange', recheck);

    return () => dock.release();
  },
};

export default trustBadge;
