/**
 * Counters that expire: how many times a key was hit in a window that starts at its first hit.
 * The sign-in throttle counts through this interface; the rate limits use the same backend
 * (plugins/counters.ts). Two implementations: Redis, shared by every app process (REDIS_URL),
 * and this process's memory (one process only, the default).
 */
export interface CounterStore {
  readonly kind: 'memory' | 'redis';
  /**
   * Adds one to `key` and answers the new count and the milliseconds until the count starts again at 0.
   * The window is set by the first hit and is not extended by later ones. Atomic: N concurrent hits,
   * from any number of processes, answer the counts 1..N.
   */
  hit(key: string, windowMs: number): Promise<CounterHit>;
  /** Forgets `key`'s count. */
  reset(key: string): Promise<void>;
  /** Releases the connection (the memory store has none). */
  close(): Promise<void>;
}

export interface CounterHit {
  count: number;
  resetInMs: number;
}

/** Keys kept before expired ones are swept; bounds the memory a flood of new keys can take. */
const SWEEP_ABOVE = 10_000;

/** Counts in this process's memory: correct for one app process, not shared between several. */
export function createMemoryCounterStore(now: () => number = Date.now): CounterStore {
  const entries = new Map<string, { count: number; resetAt: number }>();

  function sweep(at: number) {
    if (entries.size < SWEEP_ABOVE) return;
    for (const [key, entry] of entries) if (entry.resetAt <= at) entries.delete(key);
  }

  return {
    kind: 'memory',
    async hit(key, windowMs) {
      const at = now();
      let entry = entries.get(key);
      if (!entry || entry.resetAt <= at) {
        sweep(at);
        entry = { count: 0, resetAt: at + windowMs };
        entries.set(key, entry);
      }
      entry.count++;
      return { count: entry.count, resetInMs: entry.resetAt - at };
    },
    async reset(key) {
      entries.delete(key);
    },
    async close() {
      entries.clear();
    },
  };
}
