/**
 * How much longer than on a quiet machine a journey's steps may take here. The journeys run two browsers
 * and two apps on two cores, and a CI runner shared with other work is often two or three times slower
 * than the same machine quiet: a wait sized for the quiet machine then fails a journey that works. The
 * scale is E2E_TIME_SCALE when set, 2 when CI=true, else 1; every limit (the test's, expect's, a step's
 * own) is multiplied by it, so a failing step still fails, only later.
 */
export const TIME_SCALE = Math.max(
  1,
  Number(process.env.E2E_TIME_SCALE ?? (process.env.CI === 'true' ? 2 : 1)) || 1,
);

/** A limit in milliseconds, sized for a quiet machine, as this machine needs it. */
export const allow = (ms: number) => Math.round(ms * TIME_SCALE);
