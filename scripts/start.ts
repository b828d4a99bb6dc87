/**
 * `npm start`: build the web app when it is stale, then run the server in this same process.
 * One process (package.json's start `exec`s it: no shell and no `a && b` chain in between) means the
 * SIGTERM or SIGINT that npm forwards reaches the server, which closes gracefully (server/main.ts).
 * `--no-build` skips the build check (tests of the process itself).
 */
export {};

if (!process.argv.includes('--no-build')) await import('./build-web-if-stale.ts');
await import('../server/main.ts');
