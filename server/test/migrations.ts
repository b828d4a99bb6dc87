import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, MIGRATIONS_DIR } from '../db/client.ts';

interface Journal {
  entries: { idx: number; tag: string }[];
}

/**
 * Apply the migration history up to and including `tag` (a copy of the folder whose journal stops
 * there), so a test can write rows in an older shape and then watch the later migrations move them.
 */
export async function migrateUpTo(database: Database, tag: string) {
  const dir = mkdtempSync(join(tmpdir(), 'roslis-migrations-'));
  try {
    cpSync(MIGRATIONS_DIR, dir, { recursive: true });
    const file = join(dir, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(file, 'utf8')) as Journal;
    const last = journal.entries.findIndex((e) => e.tag === tag);
    if (last < 0) throw new Error(`no migration ${tag}`);
    journal.entries = journal.entries.slice(0, last + 1);
    writeFileSync(file, JSON.stringify(journal));
    await database.migrate(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
