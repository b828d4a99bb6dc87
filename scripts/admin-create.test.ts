import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from 'otplib';
import { afterAll, describe, expect, it } from 'vitest';
import { WEAK_PASSWORD_MESSAGE } from '../contracts/passwords.ts';
import { buildApp } from '../server/app.ts';
import type { Database } from '../server/db/client.ts';
import { openConfiguredDatabase } from '../server/start.ts';
import { openTestDatabase, testConfig } from '../server/test/app.ts';

/**
 * `npm run admin:create` in a child process, password piped on stdin, with NODE_ENV=production
 * and nothing but the database's setting; then the admin signs in through the API. PGlite under a data
 * directory, or (TEST_DATABASE_URL) a PostgreSQL database.
 */

const dataDir = mkdtempSync(join(tmpdir(), 'roslis-admin-create-'));
const postgres = process.env.TEST_DATABASE_URL ? await openTestDatabase() : undefined;
afterAll(async () => {
  await postgres?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function run(args: string[], stdin = '') {
  const env: Record<string, string> = { PATH: process.env.PATH ?? '', NODE_ENV: 'production' };
  if (postgres) env.DATABASE_URL = postgres.url!;
  else env.DATA_DIR = dataDir;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/admin-create.ts', ...args], {
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => {
    stdout += d;
  });
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  child.stdin.end(stdin);
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
}

/** The app on the same database, for as long as `use` runs (PGlite's data directory is locked meanwhile). */
async function withApp<T>(use: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>) {
  const opened = postgres
    ? { database: postgres as Database, close: async () => {} }
    : await openConfiguredDatabase({ dataDir });
  const app = await buildApp({ ...testConfig, dataDir }, { database: opened.database, logger: false });
  try {
    return await use(app);
  } finally {
    await app.close();
    await opened.close();
  }
}

const EMAIL = 'first.admin@roslis.test';
const PASSWORD = 'First@Admin1';

describe('npm run admin:create', () => {
  // One journey: each run opens (and migrates) the database in its own process, which takes a while.
  it('creates the first admin, who signs in; refuses bad input and an existing e-mail; resets the second factor and the password', async () => {
    const weak = await run(['--email', EMAIL], 'short\n');
    expect(weak.code).toBe(2);
    expect(weak.stderr).toContain(WEAK_PASSWORD_MESSAGE);
    const noEmail = await run([], `${PASSWORD}\n`);
    expect(noEmail.code).toBe(2);
    expect(noEmail.stderr).toMatch(/--email is required/);

    const created = await run(['--email', EMAIL.toUpperCase(), '--name', 'Asha Rao'], `${PASSWORD}\n`);
    expect(created.stderr).toBe('');
    expect(created.stdout).toContain(`Created the admin ${EMAIL}.`);
    expect(created.code).toBe(0);

    const again = await run(['--email', EMAIL], `${PASSWORD}\n`);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already has an account.*--reset-password/);

    // The admin signs in with the password and turns two-step sign-in on.
    await withApp(async (app) => {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: EMAIL, password: PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      const { token, user } = login.json() as { token: string; user: { role: string } };
      expect(user.role).toBe('admin');
      const headers = { authorization: `Bearer ${token}` };
      const me = await app.inject({ url: '/api/auth/me', headers });
      expect(me.json()).toMatchObject({ email: EMAIL, firstName: 'Asha', lastName: 'Rao' });
      const { secret } = (
        await app.inject({ method: 'POST', url: '/api/auth/second-factor/setup', headers })
      ).json() as { secret: string };
      const confirm = await app.inject({
        method: 'POST',
        url: '/api/auth/second-factor/confirm',
        headers,
        payload: { code: await generate({ secret }) },
      });
      expect(confirm.statusCode).toBe(200);
    });

    // The phone is lost: the second factor is cleared, with a new password.
    const NEW_PASSWORD = 'Second@Admin2';
    const reset = await run(
      ['--email', EMAIL, '--reset-second-factor', '--reset-password'],
      `${NEW_PASSWORD}\n`,
    );
    expect(reset.stderr).toBe('');
    expect(reset.stdout).toContain('Set a new password');
    expect(reset.stdout).toContain('Cleared the two-step sign-in');
    expect(reset.code).toBe(0);

    await withApp(async (app) => {
      const login = (password: string) =>
        app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: EMAIL, password } });
      expect((await login(PASSWORD)).statusCode).toBe(401);
      // No challenge: the password alone signs in, and the setup starts over.
      expect((await login(NEW_PASSWORD)).json()).toMatchObject({ token: expect.any(String) });
    });
  }, 600_000);
});
