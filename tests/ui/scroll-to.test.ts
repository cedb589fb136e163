import { afterEach, describe, expect, it, vi } from 'vitest';
import { animateScrollTo } from '../../src/ui/scroll-to.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('animated page scroll (spec §9)', () => {
  it('reaches the target exactly when its time is up, not before', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    const calls: number[] = [];
    vi.spyOn(window, 'scrollTo').mockImplementation(
      ((_x: number, y: number) => void calls.push(y)) as typeof window.scrollTo,
    );
    Object.defineProperty(window, 'scrollY', { value: 1000, configurable: true });
    animateScrollTo(0, 500);
    vi.advanceTimersByTime(250);
    expect(calls.at(-1)).toBeGreaterThan(0);
    vi.advanceTimersByTime(300);
    expect(calls.at(-1)).toBe(0);
  });
});
