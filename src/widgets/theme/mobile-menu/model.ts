/**
 * The sliding levels of the mobile menu as a path from the top level: opening a sub-level pushes
 * it, Back pops the last one; closing the menu or switching its tab returns to the top.
 */
export function openLevel<T>(path: readonly T[], level: T, parentOf: (level: T) => T | null): readonly T[] {
  const parent = parentOf(level);
  const upTo = parent === null ? 0 : path.indexOf(parent) + 1;
  // A level opens from the level shown; anything deeper that was left open is dropped.
  return [...path.slice(0, upTo), level];
}

export function closeLevel<T>(path: readonly T[]): readonly T[] {
  return path.slice(0, -1);
}

/** Roving focus of a horizontal tab list: arrows wrap, Home/End jump. */
export function nextTabIndex(current: number, key: string, count: number): number | null {
  if (count === 0) return null;
  if (key === 'ArrowRight') return (current + 1) % count;
  if (key === 'ArrowLeft') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
