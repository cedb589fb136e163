import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, forgetLoadedWidgets, loadWidget } from '../../src/runtime/load.ts';
import { triggers } from '../../src/runtime/triggers.ts';

afterEach(() => {
  vi.useRealTimers();
  forgetLoadedWidgets();
});

describe('triggers decide only when to load', () => {
  it('now loads at once', () => {
    const load = vi.fn();
    triggers.now(document.createElement('div'), load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('interaction waits for the first pointer or focus on the host and fires once', () => {
    const host = document.createElement('button');
    document.body.append(host);
    const load = vi.fn();
    triggers.interaction(host, load);
    expect(load).not.toHaveBeenCalled();
    host.dispatchEvent(new Event('focusin'));
    host.dispatchEvent(new Event('pointerdown'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('interaction cancelled before use never loads', () => {
    const host = document.createElement('button');
    const load = vi.fn();
    triggers.interaction(host, load)();
    host.dispatchEvent(new Event('pointerenter'));
    expect(load).not.toHaveBeenCalled();
  });

  it('idle loads after the browser settles, not synchronously', async () => {
    const load = vi.fn();
    triggers.idle(document.createElement('div'), load);
    expect(load).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1), { timeout: 3000 });
  });

  it('idle waits for the load event first, and never loads when cancelled before it', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const load = vi.fn();
    const cancelled = vi.fn();
    triggers.idle(document.createElement('div'), load);
    triggers.idle(document.createElement('div'), cancelled)();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(load).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('visible waits for the host to intersect the viewport', () => {
    let callback: IntersectionObserverCallback = () => {};
    const observe = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: IntersectionObserverCallback) {
          callback = cb;
        }
        observe = observe;
        disconnect() {}
      },
    );
    const load = vi.fn();
    const host = document.createElement('div');
    triggers.visible(host, load);
    expect(observe).toHaveBeenCalledWith(host);
    callback([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver);
    expect(load).not.toHaveBeenCalled();
    callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    expect(load).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});

describe('chunk loading', () => {
  it('a chunk that never arrives fails after the 120 s time-out of spec §9', async () => {
    vi.useFakeTimers();
    const loading = loadWidget({ name: 'slow', selector: 'x', trigger: 'now', load: () => new Promise(() => {}) });
    const outcome = loading.then(
      () => 'loaded',
      (error: Error) => error.message,
    );
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe('chunk did not load within 120 s');
  });

  it('a failed load can be retried by a later host', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: { mount: () => undefined } });
    const definition = { name: 'retry', selector: 'x', trigger: 'now' as const, load };
    await expect(loadWidget(definition)).rejects.toThrow('offline');
    await expect(loadWidget(definition)).resolves.toHaveProperty('mount');
  });
});
