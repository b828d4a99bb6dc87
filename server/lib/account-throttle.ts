import type { CounterStore } from './counters/counter-store.ts';
import { AppError } from './errors.ts';

export interface AccountThrottleRules {
  /** Wrong passwords an account takes in a window, from anywhere, before sign-ins to it are spaced out. */
  freeFailures: number;
  /** The window the failures are counted in. */
  windowMs: number;
  /** The first spacing; each further attempt in the window doubles it, up to `maxDelayMs`. */
  firstDelayMs: number;
  maxDelayMs: number;
}

export const ACCOUNT_THROTTLE: AccountThrottleRules = {
  freeFailures: 20,
  windowMs: 60 * 60 * 1000,
  firstDelayMs: 5 * 1000,
  maxDelayMs: 15 * 60 * 1000,
};

/**
 * Failed sign-ins per account, whatever address they come from: the per-address throttle cannot stop
 * guesses spread over many addresses. Past `freeFailures` in the window, one attempt at a time gets
 * through, with a pause between them that doubles with every attempt (5 s, 10 s, 20 s ... 15 minutes),
 * so guessing slows to a crawl. It never locks the owner out: the caller skips it for a browser the
 * account has signed in from before, and a reset link always works. A success clears it.
 */
export class AccountThrottle {
  constructor(
    private readonly counters: CounterStore,
    private readonly rules: AccountThrottleRules = ACCOUNT_THROTTLE,
  ) {}

  /**
   * Counts an attempt on `account`. Answers how long to wait (0: go ahead) and whether this attempt is
   * the one that crossed the free allowance (the owner is told once a window). Throws UNAVAILABLE when
   * the store does not answer: sign-in is refused rather than left without a limit.
   */
  async attempt(account: string): Promise<{ waitMs: number; crossed: boolean }> {
    const { freeFailures, windowMs, firstDelayMs, maxDelayMs } = this.rules;
    try {
      const { count } = await this.counters.hit(this.key(account), windowMs);
      if (count <= freeFailures) return { waitMs: 0, crossed: false };
      const over = count - freeFailures - 1;
      const delay = Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(over, 20));
      // The first attempt of each pause goes through; the rest wait until the pause ends.
      const gate = await this.counters.hit(this.gateKey(account), delay);
      return { waitMs: gate.count > 1 ? Math.max(1, gate.resetInMs) : 0, crossed: over === 0 };
    } catch (err) {
      throw new AppError(
        'UNAVAILABLE',
        'Sign-in is briefly unavailable. Please try again in a minute.',
        undefined,
        err,
      );
    }
  }

  /** The right password: the account's count starts again. */
  async succeed(account: string): Promise<void> {
    await Promise.all([this.counters.reset(this.key(account)), this.counters.reset(this.gateKey(account))]);
  }

  private key(account: string) {
    return `login-account:${account.toLowerCase()}`;
  }

  private gateKey(account: string) {
    return `login-account-gate:${account.toLowerCase()}`;
  }
}
