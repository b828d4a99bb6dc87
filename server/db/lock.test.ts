import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock.ts';

const fresh = () => mkdtempSync(join(tmpdir(), 'roslis-lock-'));

describe('lockDataDir', () => {
  it('refuses a second holder while the first process lives, with a clear message', () => {
    const dir = fresh();
    // A live process other than us holds the lock: our parent (the test runner).
    writeFileSync(join(dir, 'roslis-server.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/Another Roslis server \(pid \d+\) is using the data directory/);
  });

  it('takes over a stale lock left by a killed process', () => {
    const dir = fresh();
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid!;
    writeFileSync(join(dir, 'roslis-server.lock'), String(dead));
    const release = lockDataDir(dir);
    expect(existsSync(join(dir, 'roslis-server.lock'))).toBe(true);
    release();
    expect(existsSync(join(dir, 'roslis-server.lock'))).toBe(false);
  });

  it('can be taken again after release', () => {
    const dir = fresh();
    lockDataDir(dir)();
    const again = lockDataDir(dir);
    again();
  });
});
