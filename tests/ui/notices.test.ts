import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusNoticeSoon, noticeScrollTarget } from '../../src/ui/notices.ts';

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('notices (spec §9)', () => {
  it('scrolls so the notice sits 100 px under the top, never above the page', () => {
    expect(noticeScrollTarget(400, 1000)).toBe(1300);
    expect(noticeScrollTarget(50, 0)).toBe(0);
  });

  it('focuses a new notice after 500 ms, only the last one asked for', () => {
    vi.useFakeTimers();
    const first = document.createElement('div');
    const second = document.createElement('div');
    document.body.append(first, second);
    focusNoticeSoon(first);
    focusNoticeSoon(second);
    vi.advanceTimersByTime(499);
    expect(document.activeElement).toBe(document.body);
    vi.advanceTimersByTime(1);
    expect(document.activeElement).toBe(second);
  });
});
