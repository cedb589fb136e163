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
