import type { ConsentState } from '../../../state/consent.ts';
import type { ConsentCategory } from './read-markup.ts';

export type Choices = Readonly<Record<string, boolean>>;

/** The toggles as the shopper left them last time, else the plugin's defaults; strict ones always on. */
export function currentChoices(categories: readonly ConsentCategory[], state: ConsentState): Choices {
  const choices: Record<string, boolean> = {};
  for (const category of categories) {
    choices[category.id] = category.strict || (state.categories[category.id] ?? category.defaultOn);
  }
  return choices;
}

/** Every category on (accept all) or every switchable one off (reject). */
export function uniformChoices(categories: readonly ConsentCategory[], on: boolean): Choices {
  const choices: Record<string, boolean> = {};
  for (const category of categories) choices[category.id] = category.strict || on;
  return choices;
}

/** The banner shows itself only to a shopper who has never decided. */
export function bannerStartsOpen(state: ConsentState): boolean {
  return state.system && state.decision === 'undecided';
}

/** The "manage consent" tab shows once the shopper has decided, where the plugin prints it on. */
function tabShownFor(state: ConsentState, showAgainTab: boolean): boolean {
  return state.system && state.decision !== 'undecided' && showAgainTab;
}

export interface InitialView {
  readonly banner: boolean;
  readonly tab: boolean;
}

/**
 * What shows at load. `minimized`: the site minimises the bar on this page (`button_2_hidebar`,
 * printed on the privacy policy page), so the tab stands in for it even for a shopper who has not
 * decided, as the plugin's hideBarInReadMoreLink does: reading the policy is not covered by the bar.
 * `barOff`: CCPA alone without its notice, where the plugin hides bar and tab (cookieBar(false), L980).
 */
export function initialView(
  state: ConsentState,
  showAgainTab: boolean,
  minimized: boolean,
  barOff = false,
): InitialView {
  if (barOff) return { banner: false, tab: false };
  const banner = bannerStartsOpen(state) && !minimized;
  return { banner, tab: !banner && state.system && (minimized || tabShownFor(state, showAgainTab)) };
}

/** Legacy rule: scrolling more than the configured distance accepts, only while undecided. */
export function scrolledPast(scrollY: number, limitPx: number | null): boolean {
  return limitPx !== null && scrollY > limitPx;
}
