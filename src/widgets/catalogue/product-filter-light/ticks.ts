import { showTick } from './model.ts';

/**
 * Ticks drawn ahead of the filter's logic. The runtime holds the shopper's click (cancelled, so the
 * browser takes its tick back) and plays it again once the filter is mounted; meanwhile the tick is
 * drawn in the next frame. When the held click is played, the control is first put where that one
 * click leaves it from its state before, so the filter hears one change, the shopper's.
 */
export class TicksAhead {
  /** The state each control had before the shopper's first click on it. */
  private readonly before = new Map<HTMLInputElement, boolean>();

  /** A shopper's click, held for the filter: `state` is what it leaves the control in. */
  drawn(input: HTMLInputElement, state: boolean): void {
    if (!this.before.has(input)) this.before.set(input, input.type === 'radio' ? false : !state);
    requestAnimationFrame(() => {
      if (this.before.has(input)) showTick(input, state);
    });
  }

  /** A click the runtime plays again (or any script's click) reaches the control: true when it was one drawn ahead. */
  played(input: HTMLInputElement): boolean {
    const before = this.before.get(input);
    if (before === undefined) return false;
    this.before.delete(input);
    // Listeners hear a click after its toggle: the result of one click from the state before.
    input.checked = input.type === 'radio' ? true : !before;
    return true;
  }
}
