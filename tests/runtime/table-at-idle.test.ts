import { describe, expect, it, vi } from 'vitest';

const fetchTable = vi.fn(() => Promise.resolve(null));
vi.mock('../../src/runtime/preload.ts', () => ({ fetchTable, preloadChunksOf: vi.fn() }));
const { triggers } = await import('../../src/runtime/triggers.ts');

describe('the preload table comes before the first touch', () => {
  it('a page with intent widgets fetches it once, at idle, not while the page loads', async () => {
    const hosts = [document.createElement('div'), document.createElement('div')];
    for (const host of hosts) document.body.append(host);
    const cancels = hosts.map((host) => triggers.intent(host, vi.fn()));
    expect(fetchTable).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(fetchTable).toHaveBeenCalledTimes(1), { timeout: 3000 });
    triggers.intent(document.createElement('div'), vi.fn());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fetchTable).toHaveBeenCalledTimes(1);
    for (const cancel of cancels) cancel();
  });
});
