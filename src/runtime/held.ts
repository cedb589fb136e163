/** What the hold (./hold.ts, in the entry) and the replay (./replay.ts, lazy) both speak of. */

/** What names the touched control when a widget redraws it: its value, else its role and place among that role. */
export interface Mark {
  readonly value: string | null;
  readonly role: string | null;
  readonly ordinal: number;
}

export interface Held {
  readonly root: Element;
  readonly target: Element;
  readonly path: number[];
  readonly mark: Mark | null;
  readonly event: Event;
  readonly submitter?: { readonly target: Element; readonly path: number[] } | undefined;
  /** The holds of outer widgets still loading when it was taken: it plays once the last of them is mounted. */
  readonly waitFor?: readonly Adopter[] | undefined;
}

/** A hold that can take over a held event from an inner one released first (nested intent hosts). */
export interface Adopter {
  /** Keeps `held` to play at its own release; false once it has let go. */
  adopt(held: Held): boolean;
}

export interface HeldFocus {
  readonly root: Element;
  readonly target: Element;
  readonly path: number[];
  /** Set only when the focused element is itself the marked control (a star), not an ancestor. */
  readonly mark: Mark | null;
}

export type PlayAgain = (focus: HeldFocus | null, events: readonly Held[]) => void;

/** What the lazy replay code gives the hold. */
export interface Player {
  /** Plays the events an outer widget still loading does not take over (`waitFor`), in order. */
  readonly playAgain: PlayAgain;
  /** Whether the focused element was taken out or hidden and focus fell with it. */
  readonly orphaned: (focus: HeldFocus) => boolean;
}

/** Events the replay dispatched itself: the intent trigger lets them through. */
export const replayed = new WeakSet<Event>();
