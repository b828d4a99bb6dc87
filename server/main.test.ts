import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/** The real server process: data-directory lock, graceful shutdown, restart after a kill, bad config. */
const running: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function healthy(port: number, timeoutMs = 75_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server on ${port} did not become healthy`);
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

  it('exits with a clear message on a bad setting', async () => {
    const bad = start({ PORT: 'not-a-port' });
    expect(await bad.exited).toBe(2);
    expect(bad.output()).toMatch(/Invalid environment:\n\s+PORT/);
  }, 30_000);

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
});
