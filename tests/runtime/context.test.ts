import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createContext } from '../../src/runtime/context.ts';
import { setReporter } from '../../src/runtime/report.ts';

let restore = () => {};
afterEach(() => restore());

function withReports() {
  const reports: unknown[] = [];
  restore = setReporter((error) => reports.push(error));
  return reports;
}

describe('widget context: guarded handlers and tasks', () => {
  it('an exception in a listen() handler is reported and does not escape', () => {
    const reports = withReports();
    const context = createContext('demo', document.body);
    const target = new EventTarget();
    context.listen(target, 'ping', () => {
      throw new Error('boom');
    });
    expect(() => target.dispatchEvent(new Event('ping'))).not.toThrow();
    expect(reports).toEqual([expect.objectContaining({ message: 'boom' })]);
  });

  it('a rejected promise returned by a handler is reported', async () => {
    const reports = withReports();
    const context = createContext('demo', document.body);
    const target = new EventTarget();
    context.listen(target, 'ping', () => Promise.reject(new Error('later')));
    target.dispatchEvent(new Event('ping'));
    await vi.waitFor(() => expect(reports).toHaveLength(1), { timeout: 15_000 });
  });

  it('run() reports a throw and a rejection instead of leaving them unhandled', async () => {
    const reports = withReports();
    const first = createContext('one', document.body);
    first.run(() => {
      throw new Error('sync');
    });
    const second = createContext('two', document.body);
    second.run(Promise.reject(new Error('async')));
    await vi.waitFor(() => expect(reports).toHaveLength(2), { timeout: 15_000 });
  });

  it('dispose() removes every listener and aborts the signal; a late rejection is not reported', async () => {
    const reports = withReports();
    const context = createContext('demo', document.body);
    const target = new EventTarget();
    const handler = vi.fn();
    context.listen(target, 'ping', handler);
    let fail: (error: Error) => void = () => {};
    context.run(new Promise((_resolve, reject) => (fail = reject)));
    context.dispose();
    target.dispatchEvent(new Event('ping'));
    fail(new Error('after unmount'));
    await Promise.resolve();
    await Promise.resolve();
    expect(handler).not.toHaveBeenCalled();
    expect(context.signal.aborted).toBe(true);
    expect(reports).toEqual([]);
  });

  it('options.signal removes one listener early; the others stay until dispose()', () => {
    const context = createContext('demo', document.body);
    const target = new EventTarget();
    const early = vi.fn();
    const late = vi.fn();
    const menu = new AbortController();
    context.listen(target, 'ping', early, { signal: menu.signal });
    context.listen(target, 'ping', late);
    target.dispatchEvent(new Event('ping'));
    menu.abort();
    target.dispatchEvent(new Event('ping'));
    expect(early).toHaveBeenCalledTimes(1);
    expect(late).toHaveBeenCalledTimes(2);
    context.dispose();
    target.dispatchEvent(new Event('ping'));
    expect(late).toHaveBeenCalledTimes(2);
  });

  it('a listener with a caller signal still goes at dispose(), and one whose signal already aborted is not added', () => {
    const context = createContext('demo', document.body);
    const target = new EventTarget();
    const kept = vi.fn();
    const never = vi.fn();
    context.listen(target, 'ping', kept, { signal: new AbortController().signal });
    context.listen(target, 'ping', never, { signal: AbortSignal.abort() });
    target.dispatchEvent(new Event('ping'));
    context.dispose();
    target.dispatchEvent(new Event('ping'));
    expect(kept).toHaveBeenCalledTimes(1);
    expect(never).not.toHaveBeenCalled();
  });

  it('combines the two signals by hand where AbortSignal.any is missing (Safari < 17.4)', () => {
    const any = Object.getOwnPropertyDescriptor(AbortSignal, 'any');
    Object.defineProperty(AbortSignal, 'any', { value: undefined, configurable: true });
    try {
      const context = createContext('demo', document.body);
      const target = new EventTarget();
      const early = vi.fn();
      const late = vi.fn();
      const menu = new AbortController();
      context.listen(target, 'ping', early, { signal: menu.signal });
      context.listen(target, 'ping', late, { signal: new AbortController().signal });
      menu.abort();
      target.dispatchEvent(new Event('ping'));
      context.dispose();
      target.dispatchEvent(new Event('ping'));
      expect(early).not.toHaveBeenCalled();
      expect(late).toHaveBeenCalledTimes(1);
    } finally {
      if (any) Object.defineProperty(AbortSignal, 'any', any);
    }
  });

  it('types the event by target and name (checked by tsc), an Event otherwise', () => {
    const context = createContext('demo', document.body);
    const button = document.createElement('button');
    context.listen(button, 'keydown', (event) => expectTypeOf(event).toEqualTypeOf<KeyboardEvent>());
    context.listen(window, 'resize', (event) => expectTypeOf(event).toEqualTypeOf<UIEvent>());
    context.listen(document, 'visibilitychange', (event) => expectTypeOf(event).toEqualTypeOf<Event>());
    context.listen(document, 'pointerdown', (event) => expectTypeOf(event).toEqualTypeOf<PointerEvent>());
    context.listen(button, 'vitrina:variations:show', (event) => expectTypeOf(event).toEqualTypeOf<Event>());
    context.listen(new EventTarget(), 'ping', (event) => expectTypeOf(event).toEqualTypeOf<Event>());
    context.dispose();
  });
});
