// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { onAbort } from '../../src/lib/on-abort.ts';

describe('onAbort', () => {
  it('runs the clean-up once, at the abort', () => {
    const controller = new AbortController();
    const cleanup = vi.fn();
    onAbort(controller.signal, cleanup);
    expect(cleanup).not.toHaveBeenCalled();
    controller.abort();
    controller.abort();
    expect(cleanup).toHaveBeenCalledTimes(1);
  });

  it('runs it at once when the signal has already aborted', () => {
    const cleanup = vi.fn();
    onAbort(AbortSignal.abort(), cleanup);
    expect(cleanup).toHaveBeenCalledTimes(1);
  });
});
