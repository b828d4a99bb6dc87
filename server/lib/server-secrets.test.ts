import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/app.ts';
import { serverSecret } from './server-secrets.ts';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'roslis-secrets-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the server’s own secrets', () => {
  it('are random per data directory, kept across restarts, in a file only the owner reads', async () => {
    const one = freshDir();
    const two = freshDir();
    const first = await serverSecret({ dataDir: one }, 'sandbox-payment');
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await serverSecret({ dataDir: one }, 'sandbox-payment')).toBe(first);
    expect(await serverSecret({ dataDir: two }, 'sandbox-payment')).not.toBe(first);
    expect(await serverSecret({ dataDir: one }, 'code-hash')).not.toBe(first);
    expect(statSync(join(one, 'secret-sandbox-payment')).mode & 0o777).toBe(0o600);
  });

  it('live in the database for PostgreSQL: concurrent processes agree on one', async () => {
    const database = await openTestDatabase();
    try {
      const place = { db: database.db };
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => serverSecret(place, 'sandbox-payment')),
      );
      expect(new Set(answers).size).toBe(1);
      expect(await serverSecret(place, 'sandbox-payment')).toBe(answers[0]);
      expect(await serverSecret(place, 'code-hash')).not.toBe(answers[0]);
      const other = await openTestDatabase();
      try {
        expect(await serverSecret({ db: other.db }, 'sandbox-payment')).not.toBe(answers[0]);
      } finally {
        await other.close();
      }
    } finally {
      await database.close();
    }
  });
});
