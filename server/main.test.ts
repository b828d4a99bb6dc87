import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, healthy, spawnServer } from './test/server-process.ts';

/** The real server process: data-directory lock, graceful shutdown, restart after a kill, bad config. */
const running: ChildProcess[] = [];

function start(
  env: Record<string, string>,
  command = [process.execPath, '--import', 'tsx', 'server/main.ts'],
) {
  const started = spawnServer(env, command);
  running.push(started.child);
  return started;
}

/** Live (non-zombie) descendants of a process, read from /proc. */
function descendants(root: number): number[] {
  const parents = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // "pid (comm) state ppid ...": comm may hold spaces, so read after the last ')'
      const [state, ppid] = readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]!.split(' ');
      if (state !== 'Z') parents.set(Number(name), Number(ppid));
    } catch {} // exited meanwhile
  }
  const found: number[] = [];
  const walk = (pid: number) => {
    for (const [child, parent] of parents) {
      if (parent !== pid) continue;
      found.push(child);
      walk(child);
    }
  };
  walk(root);
  return found;
}

function alive(pid: number) {
  try {
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.startsWith('Z');
  } catch {
    return false;
  }
}

function portOpen(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const done = (open: boolean) => {
      socket.destroy();
      resolve(open);
    };
    socket.once('connect', () => done(true)).once('error', () => done(false));
    socket.setTimeout(1000, () => done(false));
  });
}

afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('server process', () => {
  it('locks DATA_DIR, shuts down cleanly on SIGTERM, and restarts after a kill -9', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'roslis-main-'));
    const port = await freePort();
    const first = start({ DATA_DIR: dataDir, PORT: String(port) });
    await healthy(port);

    const second = start({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(await second.exited).toBe(3);
    expect(second.output()).toMatch(/Another Roslis server \(pid \d+\) is using the data directory/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, 'roslis-server.lock'))).toBe(false);

    const third = start({ DATA_DIR: dataDir, PORT: String(port) });
    await healthy(port);
    third.child.kill('SIGKILL');
    await third.exited;
    expect(existsSync(join(dataDir, 'roslis-server.lock'))).toBe(true);

    const fourth = start({ DATA_DIR: dataDir, PORT: String(port) });
    await healthy(port);
    fourth.child.kill('SIGINT');
    expect(await fourth.exited).toBe(0);
  }, 240_000);

  it('`npm start` stops, server and all, on one SIGTERM to npm', async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'roslis-npm-start-'));
    // --no-build: this test is about signals, not the web build
    const npm = start({ DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'info' }, [
      'npm',
      'start',
      '--',
      '--no-build',
    ]);
    await healthy(port);
    const tree = descendants(npm.child.pid!);
    expect(tree.length).toBeGreaterThan(0);

    const sent = Date.now();
    npm.child.kill('SIGTERM');
    expect(await npm.exited).toBe(0);
    while (tree.some(alive) && Date.now() - sent < 5_000) await new Promise((r) => setTimeout(r, 100));
    expect(tree.filter(alive)).toEqual([]);
    expect(await portOpen(port)).toBe(false);
    expect(npm.output()).toMatch(/"signal":"SIGTERM".*shutting down/);
  }, 200_000);

  it('exits with a clear message on a bad setting', async () => {
    const bad = start({ PORT: 'not-a-port' });
    expect(await bad.exited).toBe(2);
    expect(bad.output()).toMatch(/Invalid environment:\n\s+PORT/);
    // Starting Node with the TypeScript loader alone takes half a minute on a busy two-core machine.
  }, 90_000);

  it('exits with a clear message when REDIS_URL does not answer', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'roslis-main-'));
    const noRedis = start({
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      REDIS_URL: 'redis://127.0.0.1:1',
    });
    expect(await noRedis.exited).toBe(4);
    expect(noRedis.output()).toMatch(/Redis at redis:\/\/127\.0\.0\.1:1 \(REDIS_URL\) did not answer/);
    expect(existsSync(join(dataDir, 'roslis-server.lock'))).toBe(false);
  }, 90_000);

  it('exits with a clear message when STORAGE=s3 and the bucket does not answer', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'roslis-main-'));
    const noBucket = start({
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      STORAGE: 's3',
      S3_BUCKET: 'roslis-media',
      S3_ENDPOINT: 'http://127.0.0.1:1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    });
    expect(await noBucket.exited).toBe(5);
    expect(noBucket.output()).toMatch(
      /The bucket roslis-media at http:\/\/127\.0\.0\.1:1 \(S3_BUCKET\) did not answer/,
    );
    expect(existsSync(join(dataDir, 'roslis-server.lock'))).toBe(false);
  }, 90_000);
});
