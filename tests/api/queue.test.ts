// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSerialQueue } from '../../src/api/queue.ts';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the serial FIFO queue', () => {
  it('runs tasks one at a time in the order they were queued', async () => {
    const queue = createSerialQueue();
    const log: string[] = [];
    let running = 0;
    let overlap = false;
    const task = (name: string, ms: number) => () => {
      running += 1;
      overlap ||= running > 1;
      log.push(`start ${name}`);
      return tick(ms).then(() => {
        log.push(`end ${name}`);
        running -= 1;
        return name;
      });
    };
    const results = await Promise.all([queue.run(task('a', 30)), queue.run(task('b', 5)), queue.run(task('c', 10))]);
    expect(results).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(overlap).toBe(false);
  });

  it('a failing task does not block the ones after it', async () => {
    const queue = createSerialQueue();
    const failed = queue.run(() => Promise.reject(new Error('500')));
    const next = queue.run(async () => 'next');
    await expect(failed).rejects.toThrow('500');
    await expect(next).resolves.toBe('next');
    expect(queue.size).toBe(0);
  });
});
