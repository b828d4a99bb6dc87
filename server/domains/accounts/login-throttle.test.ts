import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle.ts';

describe('LoginThrottle', () => {
  it('blocks after the maximum failures until the window ends', () => {
    let now = 1_000;
    const t = new LoginThrottle(2, 60_000, () => now);
    t.fail('k');
    expect(t.retryAfter('k')).toBe(0);
    t.fail('k');
    expect(t.retryAfter('k')).toBe(60_000);
    now += 59_000;
    expect(t.retryAfter('k')).toBe(1_000);
    now += 1_000;
    expect(t.retryAfter('k')).toBe(0);
    t.fail('k');
    expect(t.retryAfter('k')).toBe(0);
  });

  it('a success clears the failures of that key only', () => {
    const t = new LoginThrottle(1, 60_000);
    t.fail('a');
    t.fail('b');
    t.succeed('a');
    expect(t.retryAfter('a')).toBe(0);
    expect(t.retryAfter('b')).toBeGreaterThan(0);
  });
});
