import type { CounterStore } from './counters/counter-store.ts';
import { AppError } from './errors.ts';

/**
 * Failed sign-ins per IP address and e-mail within a window. Only failures count, and a success
 * clears the count, so people who sign in often are never locked out while guessing is.
 *
 * The counts live in a CounterStore (Redis when REDIS_URL is set, so every app process shares them).
 * Each attempt takes its place in the count before the password is checked, and a success gives it
 * back: parallel guesses cannot all pass a check made before any of them has failed.
 */
export class LoginThrottle {
  constructor(
    private readonly counters: CounterStore,
    private readonly maxFailures: number,
    private readonly windowMs: number,
  ) {}

  /**
   * Counts an attempt for `key`; answers 0 when it may go ahead, or the milliseconds until the key may
   * try again. Throws AppError UNAVAILABLE when the store does not answer: sign-in is refused rather
   * than left without a limit.
   */
  async attempt(key: string): Promise<number> {
    let hit: Awaited<ReturnType<CounterStore['hit']>>;
    try {
      hit = await this.counters.hit(this.storeKey(key), this.windowMs);
    } catch (err) {
      throw new AppError(
        'UNAVAILABLE',
        'Sign-in is briefly unavailable. Please try again in a minute.',
        undefined,
        err,
      );
    }
    return hit.count > this.maxFailures ? Math.max(1, hit.resetInMs) : 0;
  }

  /** The attempt was right: forget the key's failures. */
  async succeed(key: string): Promise<void> {
    await this.counters.reset(this.storeKey(key));
  }

  private storeKey(key: string) {
    return `login:${key}`;
  }
}
