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

  it.each(['keydown', 'pointerdown', 'input'])(
    'leaves the focus where the shopper is once they act before it lands (%s)',
    (type) => {
      vi.useFakeTimers();
      const notice = document.createElement('div');
      const field = document.createElement('input');
      document.body.append(notice, field);
      focusNoticeSoon(notice);
      field.focus();
      vi.advanceTimersByTime(200);
      field.dispatchEvent(new Event(type, { bubbles: true }));
      vi.advanceTimersByTime(1000);
      expect(document.activeElement).toBe(field);
    },
  );

  it('leaves the focus on a control that took it after the notice came (a field focused again), whatever moved it', () => {
    vi.useFakeTimers();
    const notice = document.createElement('div');
    const field = document.createElement('input');
    document.body.append(notice, field);
    focusNoticeSoon(notice);
    vi.advanceTimersByTime(300);
    field.focus();
    vi.advanceTimersByTime(1000);
    expect(document.activeElement).toBe(field);
  });

  it('still focuses the notice when focus only came back to where it was (a redraw keeping the pressed button)', () => {
    vi.useFakeTimers();
    const notice = document.createElement('div');
    const button = document.createElement('button');
    document.body.append(notice, button);
    button.focus();
    focusNoticeSoon(notice);
    button.blur();
    button.focus();
    vi.advanceTimersByTime(500);
    expect(document.activeElement).toBe(notice);
  });

  it('still focuses the notice when the shopper did nothing, and a later notice is not stopped by an earlier act', () => {
    vi.useFakeTimers();
    const first = document.createElement('div');
    const second = document.createElement('div');
    const field = document.createElement('input');
    document.body.append(first, second, field);
    focusNoticeSoon(first);
    field.dispatchEvent(new Event('keydown', { bubbles: true }));
    focusNoticeSoon(second);
    vi.advanceTimersByTime(500);
    expect(document.activeElement).toBe(second);
  });
});
