import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPress } from '../../src/lib/after-press.ts';

/** happy-dom keeps no `:active` state: the strip answers the query as Chromium does while a swatch is held. */
function strip(pressed: boolean): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = '<div class="ux-swatch" data-value="rosu"></div>';
  const swatch = element.firstElementChild;
  vi.spyOn(element, 'querySelector').mockImplementation((selector: string) => (pressed && selector === '.ux-swatch:active' ? swatch : null));
  return element;
}

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('afterPress', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves at once when no printed control is held', async () => {
    vi.useFakeTimers();
    expect(await settled(afterPress(strip(false), '.ux-swatch'))).toBe(true);
  });

  it.each(['pointerup', 'pointercancel', 'pointerdown'])('waits for a press under way to end (%s), then one task for the click it makes', async (type) => {
    vi.useFakeTimers();
    const waiting = afterPress(strip(true), '.ux-swatch');
    expect(await settled(waiting)).toBe(false);
    window.dispatchEvent(new Event(type));
    let done = false;
    void waiting.then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false); // the click of this release has not been dispatched yet
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });
});
