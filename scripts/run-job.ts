/**
 * `npm run job -- <name> [--at <ISO time>]`: run one in-server job now, by hand (docs/operations.md,
 * jobs). It takes the job's lease like the server does, so it never runs alongside another process's
 * run; `--at` sets the job's clock (e.g. `--at 2026-12-01T00:10+05:30` to judge November).
 * `npm run job -- --list` names the jobs. With the embedded database, stop the server first (one process
 * holds DATA_DIR); with PostgreSQL it can run beside the servers.
 */
import { buildApp } from '../server/app.ts';
import { parseEnv } from '../server/env.ts';
import { openConfiguredDatabase } from '../server/start.ts';

const args = process.argv.slice(2);
const atIndex = args.indexOf('--at');
const at = atIndex >= 0 ? new Date(args[atIndex + 1] ?? '') : new Date();
// The first word that is neither an option nor --at's value (without --at, every word counts).
const name = args.find((a, i) => !a.startsWith('--') && (atIndex < 0 || i !== atIndex + 1));
if (Number.isNaN(at.getTime())) {
  console.error('--at needs a date and time, e.g. 2026-12-01T00:10+05:30');
  process.exit(2);
}

const config = { ...parseEnv(), jobsEnabled: false };
const opened = await openConfiguredDatabase(config);
const app = await buildApp(config, { database: opened.database });
try {
  await app.ready();
  if (!name || args.includes('--list')) {
    console.log(`Jobs: ${app.jobs.names.join(', ')}`);
    if (!name) process.exitCode = args.includes('--list') ? 0 : 2;
  } else if (!app.jobs.names.includes(name)) {
    console.error(`No job named ${name}. Jobs: ${app.jobs.names.join(', ')}`);
    process.exitCode = 2;
  } else {
    const ran = await app.jobs.runNow(name, at);
    console.log(
      ran
        ? `${name} ran at ${at.toISOString()} (what it changed is in the log above)`
        : `${name} did not run: another process is running it now. Try again in a minute.`,
    );
    if (!ran) process.exitCode = 1;
  }
} finally {
  await app.close();
  await opened.close();
}
