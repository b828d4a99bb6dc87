import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** The real server as its own process (server/main.ts), for tests of the process and of several servers. */

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export function spawnServer(
  env: Record<string, string>,
  command = [process.execPath, '--import', 'tsx', 'server/main.ts'],
): { child: ChildProcess; exited: Promise<number | null>; output: () => string } {
  const [file, ...args] = command as [string, ...string[]];
  const child = spawn(file, args, {
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
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

export async function healthy(port: number, timeoutMs = 150_000) {
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
