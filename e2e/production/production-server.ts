/**
 * The production trial's launcher (playwright.production.config.ts starts it): it does what
 * docs/operations.md ("Running in production") tells an operator to do, on this machine:
 *   1. a new PostgreSQL database (local server, PGUSER or root), Redis at 127.0.0.1:6379;
 *   2. `npm run mail:catch` (here: the same catcher in this process, writing TRIAL_MAIL_FILE);
 *   3. the web build (scripts/build-web-if-stale.ts), then `npm run admin:create -- --email ...` with the
 *      password on stdin;
 *   4. `npm start` with NODE_ENV=production and the settings the walk-through lists.
 * On SIGTERM or SIGINT (Playwright stopping it) it stops the shop and drops the database.
 */
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, rmSync } from 'node:fs';
import { startMailCatcher } from '../../scripts/mail-catch.ts';
import { FIRST_ADMIN, TRIAL_MAIL_FILE, TRIAL_ORIGIN, TRIAL_PORT, TRIAL_SMTP_PORT } from './trial.ts';

const pgUser = process.env.PGUSER ?? 'root';
const database = `roslis_trial_${process.pid}`;
const databaseUrl = `postgres://${pgUser}@127.0.0.1:5432/${database}`;

function run(command: string, args: string[], options: { input?: string; env?: NodeJS.ProcessEnv } = {}) {
  const result = spawnSync(command, args, {
    input: options.input,
    env: options.env ?? process.env,
    stdio: [options.input === undefined ? 'ignore' : 'pipe', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
}

const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(TRIAL_PORT),
  HOST: '127.0.0.1',
  DATABASE_URL: databaseUrl,
  REDIS_URL: process.env.TRIAL_REDIS_URL ?? 'redis://127.0.0.1:6379',
  SMTP_URL: `smtp://127.0.0.1:${TRIAL_SMTP_PORT}`,
  PUBLIC_ORIGIN: TRIAL_ORIGIN,
  CARD_SIGNING_SECRET: 'trial-card-signing-secret-0123456789abcdef',
  CODE_HASH_SECRET: 'trial-code-hash-secret-0123456789abcdef01',
  PAYMENTS_SANDBOX: 'true',
  PHONE_SIGNUP: 'false',
  LOG_LEVEL: 'warn',
};
delete env.DATA_DIR;
delete env.DEMO_DATA;

rmSync(TRIAL_MAIL_FILE, { force: true });
run('createdb', ['-h', '127.0.0.1', '-U', pgUser, database]);
let shop: ReturnType<typeof spawn> | undefined;
let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  if (shop && shop.exitCode === null) {
    shop.kill('SIGTERM');
    await new Promise((r) => shop?.once('exit', r));
  }
  spawnSync('dropdb', ['--if-exists', '--force', '-h', '127.0.0.1', '-U', pgUser, database]);
  rmSync(TRIAL_MAIL_FILE, { force: true });
  process.exit(code);
}
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));

try {
  await startMailCatcher(TRIAL_SMTP_PORT, (mail) =>
    appendFileSync(TRIAL_MAIL_FILE, `${JSON.stringify(mail)}\n`),
  );
  run('node', ['--import', 'tsx', 'scripts/build-web-if-stale.ts'], { env });
  run('node', ['--import', 'tsx', 'scripts/admin-create.ts', '--email', FIRST_ADMIN.email], {
    env,
    input: `${FIRST_ADMIN.password}\n`,
  });
  shop = spawn('node', ['--import', 'tsx', 'scripts/start.ts', '--no-build'], { env, stdio: 'inherit' });
  shop.once('exit', (code) => void stop(code ?? 1));
} catch (err) {
  console.error(err);
  await stop(1);
}
