import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPress, PRESS_POLL_MS } from '../../src/lib/after-press.ts';

/** happy-dom keeps no `:active` state: the strip answers the query as Chromium does while a swatch is `pressed()`. */
function strip(pressed: boolean | (() => boolean)): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = '<div class="ux-swatch" data-value="rosu"></div>';
  const swatch = element.firstElementChild;
  const active = typeof pressed === 'function' ? pressed : () => pressed;
  vi.spyOn(element, 'querySelector').mockImplementation((selector: string) =>
    active() && selector === '.ux-swatch:active' ? swatch : null,
  );
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

  it.each(['pointerup', 'pointercancel', 'pointerdown'])(
    'waits for a press under way to end (%s), then one task for the click it makes',
    async (type) => {
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
    },
  );

  it("a tap's :active that lingers after its click, with no pointer event to come, is no press held: done once it fades", async () => {
    vi.useFakeTimers();
    let lingering = true; // Chromium: pointerdown, pointerup, click, then the target :active for ~150 ms
    const waiting = afterPress(
      strip(() => lingering),
      '.ux-swatch',
    );
    await vi.advanceTimersByTimeAsync(PRESS_POLL_MS * 3);
    expect(await settled(waiting)).toBe(false);
    lingering = false;
    await vi.advanceTimersByTimeAsync(PRESS_POLL_MS * 2); // the next look sees it
    expect(await settled(waiting)).toBe(true);
  });

  it('a mouse press held longer than the look-again interval still waits for its release', async () => {
    vi.useFakeTimers();
    const waiting = afterPress(strip(true), '.ux-swatch');
    await vi.advanceTimersByTimeAsync(PRESS_POLL_MS * 40);
    expect(await settled(waiting)).toBe(false);
    window.dispatchEvent(new Event('pointerup'));
    expect(await settled(waiting)).toBe(true);
  });
});
