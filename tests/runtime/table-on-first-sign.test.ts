import { describe, expect, it, vi } from 'vitest';

const fetchTable = vi.fn(() => Promise.resolve(null));
vi.mock('../../src/runtime/preload.ts', () => ({ fetchTable, preloadChunksOf: vi.fn() }));
const { armIntent } = await import('../../src/runtime/intent.ts');

describe('the preload table comes with the shopper’s first sign, before the touch', () => {
  it('nothing is fetched while nobody uses the page; the first move fetches it once', async () => {
    const hosts = [document.createElement('div'), document.createElement('div')];
    for (const host of hosts) document.body.append(host);
    const armed = hosts.map((host) => armIntent(host, vi.fn()));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fetchTable).not.toHaveBeenCalled();
    // Far from either host: a sign the shopper is here, not a touch of a widget.
    document.body.dispatchEvent(new PointerEvent('pointermove', { bubbles: true }));
    expect(fetchTable).toHaveBeenCalledTimes(1);
    document.body.dispatchEvent(new PointerEvent('pointermove', { bubbles: true }));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    document.body.dispatchEvent(new Event('touchstart', { bubbles: true }));
    document.body.dispatchEvent(new WheelEvent('wheel', { bubbles: true }));
    // Each kind of sign asks once (preload.ts keeps one promise, so the table is fetched once).
    expect(fetchTable).toHaveBeenCalledTimes(4);
    for (const type of ['pointermove', 'keydown', 'touchstart', 'wheel'])
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
    expect(fetchTable).toHaveBeenCalledTimes(4);
    for (const entry of armed) entry.cancel();
  });
});
