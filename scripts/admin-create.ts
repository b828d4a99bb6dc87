/**
 * `npm run admin:create -- --email admin@example.com [--name "First Last"]`: creates an admin on the
 * configured database (DATABASE_URL, else PGlite under DATA_DIR; migrated as the server does), also
 * with NODE_ENV=production. The password is asked for without echo on a terminal, or read from stdin
 * (its first line) when piped: `printf '%s\n' "$PASSWORD" | npm run admin:create -- --email ...`.
 *
 * An existing e-mail is refused unless:
 *   --reset-password        gives that staff account a new password (its sessions end);
 *   --reset-second-factor   clears its two-step sign-in (the lost-phone way for the last admin).
 * Exit codes: 0 done, 1 refused (exists, unknown, not staff), 2 bad arguments, password or settings.
 */

import { parseArgs } from 'node:util';
import { emailAddress } from '../contracts/onboarding.ts';
import { strongPassword } from '../contracts/passwords.ts';
import {
  type BootstrapResult,
  createAdmin,
  resetStaffPassword,
  resetStaffSecondFactor,
} from '../server/domains/staff/bootstrap.ts';
import { ConfigError, parseDatabaseEnv } from '../server/env.ts';
import { openConfiguredDatabase } from '../server/start.ts';

const USAGE =
  'Usage: npm run admin:create -- --email admin@example.com [--name "First Last"] [--reset-password] [--reset-second-factor]';

function fail(message: string, code: number): never {
  console.error(message);
  process.exit(code);
}

function readArgs() {
  try {
    return parseArgs({
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        'reset-password': { type: 'boolean', default: false },
        'reset-second-factor': { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
      strict: true,
    }).values;
  } catch (err) {
    return fail(`${(err as Error).message}\n${USAGE}`, 2);
  }
}

/** Asks on the terminal without showing what is typed. */
function promptHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  process.stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write('\n');
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') {
          finish();
          resolve(value);
          return;
        }
        if (ch === '\u0003') {
          finish();
          reject(new Error('Cancelled.'));
          return;
        }
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on('data', onData);
  });
}

async function readPiped(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
}

async function readPassword(): Promise<string> {
  let password: string;
  if (process.stdin.isTTY) {
    password = await promptHidden('Password: ');
    const again = await promptHidden('Password again: ');
    if (again !== password) fail('The two passwords differ. Nothing was changed.', 2);
  } else {
    password = await readPiped();
  }
  const checked = strongPassword.safeParse(password);
  if (!checked.success) fail(`${checked.error.issues[0]?.message} Nothing was changed.`, 2);
  return password;
}

const args = readArgs();
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
const email = emailAddress.safeParse(args.email ?? '');
if (!args.email || !email.success) {
  fail(`${args.email ? `"${args.email}" is not an e-mail address.` : '--email is required.'}\n${USAGE}`, 2);
}
const resetting = args['reset-password'] || args['reset-second-factor'];
if (resetting && args.name) fail('--name is for a new admin; leave it out when resetting.', 2);

let database: Awaited<ReturnType<typeof openConfiguredDatabase>>;
try {
  const password = !resetting || args['reset-password'] ? await readPassword() : undefined;
  database = await openConfiguredDatabase(parseDatabaseEnv());
  const db = database.database.db;
  const results: BootstrapResult[] = [];
  if (!resetting) {
    const [firstName, ...rest] = (args.name ?? '').trim().split(/\s+/);
    results.push(
      await createAdmin(db, {
        email: email.data,
        password: password!,
        firstName: firstName || undefined,
        lastName: rest.join(' ') || undefined,
      }),
    );
  }
  if (args['reset-password']) results.push(await resetStaffPassword(db, email.data, password!));
  if (args['reset-second-factor']) results.push(await resetStaffSecondFactor(db, email.data));
  await database.close();
  const refused = results.find((r) => !r.ok);
  for (const r of results) (r.ok ? console.log : console.error)(r.message);
  process.exit(refused ? 1 : 0);
} catch (err) {
  if (err instanceof ConfigError) fail(err.message, 2);
  if (err instanceof Error && err.message === 'Cancelled.') fail('Cancelled. Nothing was changed.', 2);
  throw err;
}
