/** At most 5 route components are preloaded at once (docs/product.md, "Prefetching"). */
export const MAX_CONCURRENT_PRELOADS = 5;

export type Limiter = {
  /**
   * Runs `task` once per key: at most `max` tasks at a time, the rest wait in arrival order. A
   * second call with the same key gets the first call's promise; a failed key may run again.
   */
  run<T>(key: string, task: () => Promise<T>): Promise<T>;
  /** Tasks running now. */
  active(): number;
};

export function createLimiter(max: number): Limiter {
  const byKey = new Map<string, Promise<unknown>>();
  const waiting: Array<() => void> = [];
  let running = 0;

  const next = () => {
    running--;
    waiting.shift()?.();
  };
  const slot = () =>
    new Promise<void>((start) => {
      if (running < max) {
        running++;
        start();
      } else {
        waiting.push(() => {
          running++;
          start();
        });
      }
    });

  return {
    run<T>(key: string, task: () => Promise<T>): Promise<T> {
      const known = byKey.get(key);
      if (known) return known as Promise<T>;
      const result = slot().then(async () => {
        try {
          return await task();
        } finally {
          next();
        }
      });
      byKey.set(key, result);
      result.catch(() => byKey.delete(key));
      return result;
    },
    active: () => running,
  };
}
