import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('has working defaults: port 5000, ./data, demo data outside production', () => {
    const c = parseEnv({});
    expect(c.port).toBe(5000);
    expect(c.dataDir.endsWith('/data')).toBe(true);
    expect(c.demoData).toBe(true);
    expect(c.isProduction).toBe(false);
    expect(c.databaseUrl).toBeUndefined();
  });

  it('never loads demo data in production', () => {
    expect(parseEnv({ NODE_ENV: 'production' }).demoData).toBe(false);
    expect(() => parseEnv({ NODE_ENV: 'production', DEMO_DATA: 'true' })).toThrow(/DEMO_DATA/);
  });

  it('names every bad value in one clear message', () => {
    try {
      parseEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const message = (err as Error).message;
      expect(message).toMatch(/^Invalid environment:/);
      expect(message).toMatch(/PORT/);
      expect(message).toMatch(/DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/);
      expect(message).toMatch(/LOG_LEVEL/);
    }
  });
});
