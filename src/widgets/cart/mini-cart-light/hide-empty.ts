import { hideWhenEmpty } from '../shared/state/hide-when-empty.ts';

/**
 * The "hide if empty" box, a chunk of its own: only a shop that ticks the setting fetches the cart
 * state it follows. A module of the light half, not the state one itself, is imported by name, so
 * the import gets this one function rather than a wrapper for the whole shared chunk.
 */
export function hideEmptyBox(box: HTMLElement): () => void {
  return hideWhenEmpty(box);
}
