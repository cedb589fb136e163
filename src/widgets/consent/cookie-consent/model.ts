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
export function tabShownFor(state: ConsentState, showAgainTab: boolean): boolean {
  return state.system && state.decision !== 'undecided' && showAgainTab;
}

/** Legacy rule: scrolling more than the configured distance accepts, only while undecided. */
export function scrolledPast(scrollY: number, limitPx: number | null): boolean {
  return limitPx !== null && scrollY > limitPx;
}
