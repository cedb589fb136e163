/**
 * Where a key moves in a one-tab-stop group, the one rule for every roving focus: a radio group or
 * toolbar (APG) moves on every arrow with wrap-around, Home/End go to the first/last item, all
 * skipping disabled items; a tab list (nextTabIndex) is the same on the arrows along its orientation
 * only. Shared by the React groups (ui/use-roving-keys.ts), the tab lists and the light halves that
 * answer the same keys before React comes.
 */
const STEPS = new Map<string, number>([
  ['ArrowRight', 1],
  ['ArrowDown', 1],
  ['Home', 1],
  ['ArrowLeft', -1],
  ['ArrowUp', -1],
  ['End', -1],
]);

/** Whether the group acts on this key by moving (and the browser must not scroll for it). */
export const isMoveKey = (key: string): boolean => STEPS.has(key);

/** The item `key` moves to from `index`, or null when it moves nowhere (not a move key, all disabled). */
export function moveTarget(
  key: string,
  index: number,
  count: number,
  isDisabled: (index: number) => boolean,
): number | null {
  const step = STEPS.get(key);
  if (step === undefined || count <= 0) return null;
  // Home/End jump to the ends (Rate My Post's own script does, legacy-contracts §10 item 7).
  const jump = key === 'Home' ? 0 : key === 'End' ? count - 1 : -1;
  for (let distance = jump >= 0 ? 0 : 1; distance <= count; distance += 1) {
    const next = ((((jump >= 0 ? jump : index) + step * distance) % count) + count) % count;
    if (!isDisabled(next)) return next;
  }
  return null;
}

type TabOrientation = 'horizontal' | 'vertical';

const ACROSS: Readonly<Record<TabOrientation, readonly string[]>> = {
  horizontal: ['ArrowUp', 'ArrowDown'],
  vertical: ['ArrowLeft', 'ArrowRight'],
};

/**
 * The tab `key` moves to from `current` in an APG tab list (product tabs, content tabs, the mobile
 * menu's tabs), or null when the key is not the list's: the arrows across it are left to the page.
 */
export function nextTabIndex(
  current: number,
  key: string,
  count: number,
  orientation: TabOrientation = 'horizontal',
): number | null {
  if (ACROSS[orientation].includes(key)) return null;
  return moveTarget(key, current, count, () => false);
}
