import { afterEach, describe, expect, it, vi } from 'vitest';
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
});
