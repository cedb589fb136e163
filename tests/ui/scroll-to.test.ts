import { afterEach, describe, expect, it, vi } from 'vitest';
import { animateScrollTo, jumpLater } from '../../src/ui/scroll-to.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Frames on a fake clock; returns the scroll positions the page was sent to, starting at `from`. */
function recordScrolls(from: number): number[] {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
  const calls: number[] = [];
  vi.spyOn(window, 'scrollTo').mockImplementation(
    ((_x: number, y: number) => void calls.push(y)) as typeof window.scrollTo,
  );
  Object.defineProperty(window, 'scrollY', { value: from, configurable: true });
  return calls;
}

describe('animated page scroll (spec §9)', () => {
  it('reaches the target exactly when its time is up, not before', () => {
    const calls = recordScrolls(1000);
    animateScrollTo(0, 500);
    vi.advanceTimersByTime(250);
    expect(calls.at(-1)).toBeGreaterThan(0);
    vi.advanceTimersByTime(300);
    expect(calls.at(-1)).toBe(0);
  });
});

describe('the shopper takes over', () => {
  for (const type of ['pointerdown', 'touchstart', 'wheel', 'keydown']) {
    it(`a ${type} stops the scroll where it is, so what was pressed stays under the pointer`, () => {
      const calls = recordScrolls(1000);
      animateScrollTo(0, 1000);
      vi.advanceTimersByTime(300);
      const where = calls.at(-1);
      expect(where).toBeGreaterThan(0);
      expect(where).toBeLessThan(1000);
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      vi.advanceTimersByTime(1000);
      expect(calls.at(-1)).toBe(where);
    });
  }

  it('an act after the scroll ended changes nothing, and the next scroll runs whole', () => {
    const calls = recordScrolls(1000);
    animateScrollTo(0, 200);
    vi.advanceTimersByTime(300);
    expect(calls.at(-1)).toBe(0);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    animateScrollTo(400, 200);
    vi.advanceTimersByTime(300);
    expect(calls.at(-1)).toBe(400);
  });
});

describe('a jump the page makes a moment after it opens (§9: the reviews after 500 ms)', () => {
  it('jumps when its time comes, to where the target is then', () => {
    vi.useFakeTimers();
    const jumps: unknown[] = [];
    vi.spyOn(window, 'scrollTo').mockImplementation(
      ((options: unknown) => void jumps.push(options)) as typeof window.scrollTo,
    );
    let top = 100;
    jumpLater(500, () => top);
    top = 240;
    vi.advanceTimersByTime(499);
    expect(jumps).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(jumps).toEqual([{ top: 240, behavior: 'auto' }]);
  });

  it('is given up when the shopper presses first, so the press ends where it began', () => {
    vi.useFakeTimers();
    const jumps: unknown[] = [];
    vi.spyOn(window, 'scrollTo').mockImplementation(
      ((options: unknown) => void jumps.push(options)) as typeof window.scrollTo,
    );
    jumpLater(500, () => 240);
    vi.advanceTimersByTime(300);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    vi.advanceTimersByTime(1000);
    expect(jumps).toEqual([]);
  });
});
