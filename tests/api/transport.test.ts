// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Transport from '../../src/api/transport.ts';

/** How often ky's module was evaluated, and whether its chunk is "missing" (offline). */
const chunk = { loads: 0, missing: false };

/** The transport as a fresh page has it, over a ky whose chunk loads or fails as `chunk` says. */
async function freshTransport(): Promise<typeof Transport> {
  vi.resetModules();
  vi.doMock('ky', async (importOriginal) => {
    if (chunk.missing) throw new TypeError('Failed to fetch dynamically imported module');
    chunk.loads += 1;
    return importOriginal();
  });
  return import('../../src/api/transport.ts');
}

describe('the request transport (ky, fetched on need)', () => {
  beforeEach(() => {
    chunk.loads = 0;
    chunk.missing = false;
  });
  afterEach(() => {
    vi.doUnmock('ky');
    vi.resetModules();
  });

  it('is not fetched before the first press, tap or key, then fetched once', async () => {
    const { loadTransport, loadTransportOnFirstTouch } = await freshTransport();
    const page = new EventTarget();
    loadTransportOnFirstTouch(page);
    page.dispatchEvent(new Event('pointerenter'));
    page.dispatchEvent(new Event('focusin'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(chunk.loads).toBe(0);
    page.dispatchEvent(new Event('keydown'));
    page.dispatchEvent(new Event('pointerdown'));
    const ky = await loadTransport();
    expect(typeof ky.default).toBe('function');
    expect(chunk.loads).toBe(1);
  });

  it('fetches a chunk that failed (offline) again on the next request', async () => {
    const { loadTransport } = await freshTransport();
    chunk.missing = true;
    await expect(loadTransport()).rejects.toThrow();
    chunk.missing = false;
    const ky = await loadTransport();
    expect(typeof ky.TimeoutError).toBe('function');
    expect(chunk.loads).toBe(1);
  });

  it('ends a request whose transport never arrives as a time-out, and one whose chunk is missing as offline', async () => {
    vi.resetModules();
    vi.doMock('ky', () => new Promise<never>(() => undefined));
    const late = await import('../../src/api/http.ts');
    await expect(late.send({ url: '/?wc-ajax=get_refreshed_fragments', timeout: 30 })).resolves.toEqual({
      ok: false,
      error: { kind: 'timeout' },
    });
    vi.resetModules();
    chunk.missing = true;
    await freshTransport();
    const missing = await import('../../src/api/http.ts');
    await expect(missing.send({ url: '/?wc-ajax=get_refreshed_fragments' })).resolves.toEqual({
      ok: false,
      error: { kind: 'offline' },
    });
  });
});
