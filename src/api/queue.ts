/**
 * A first-in, first-out queue: each task starts only after the previous one settled. WooCommerce
 * overwrites its session when two cart requests overlap (woocommerce/woocommerce#23283), so adds
 * and removes share one of these.
 */
export interface SerialQueue {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks waiting or running. */
  readonly size: number;
}

export function createSerialQueue(): SerialQueue {
  let tail: Promise<unknown> = Promise.resolve();
  let size = 0;
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      size += 1;
      const result = tail.then(task);
      tail = result.then(
        () => void (size -= 1),
        () => void (size -= 1),
      );
      return result;
    },
    get size() {
      return size;
    },
  };
}

/** The queue every cart-changing request goes through (add, remove, discount swap). */
export const cartQueue = createSerialQueue();
