/**
 * `npm run storage:migrate [-- --dry-run]`: copies the uploads kept on this machine's disk
 * (DATA_DIR/uploads: product photos and their sizes, unboxing videos, link-preview pictures) to the
 * bucket that STORAGE=s3 and the S3_* settings name, under the same keys, with each object's type and,
 * for what may be published, its cache policy.
 *
 * Resumable and idempotent: a key already in the bucket with the same size is skipped, each copy is one
 * whole PutObject (an interrupted run leaves no half object), so running it again copies only what is
 * missing or different, and a run after everything is there copies nothing. Partial files of uploads
 * under way on the disk (`*.part`) and names that are not storage keys are left alone and counted.
 * Prints copied, skipped and failed counts. Exit codes: 0 done, 1 some copies failed, 2 bad settings.
 */
import { createReadStream, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, parseStorageEnv } from '../server/env.ts';
import { storedHeaders } from '../server/lib/media.ts';
import { type Storage, safeKey } from '../server/lib/storage.ts';
import { bucketSizes, createS3Storage, s3Client } from '../server/lib/storage-s3.ts';

export interface MigrationReport {
  copied: number;
  skipped: number;
  failed: { key: string; reason: string }[];
  /** Files that are not objects: partial uploads and names that are not storage keys. */
  ignored: string[];
}

/** A file on the disk as its storage key, or undefined for a partial upload or an unsafe name. */
function keyOf(root: string, path: string): string | undefined {
  if (path.endsWith('.part')) return undefined;
  const key = relative(root, path).split(sep).join('/');
  try {
    return safeKey(key);
  } catch {
    return undefined;
  }
}

/**
 * Copies every file under `root` to `storage`, skipping keys `present` holds with the same size; four
 * at a time. `dryRun` counts what would be copied without copying.
 */
export async function migrateUploads(opts: {
  root: string;
  storage: Storage;
  present: Map<string, number>;
  dryRun?: boolean;
  concurrency?: number;
  onCopied?: (key: string, bytes: number) => void;
}): Promise<MigrationReport> {
  const report: MigrationReport = { copied: 0, skipped: 0, failed: [], ignored: [] };
  let entries: string[] = [];
  try {
    entries = readdirSync(opts.root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const queue = entries.map((path) => ({ path, key: keyOf(opts.root, path) }));
  async function copy({ path, key }: { path: string; key: string | undefined }) {
    if (!key) {
      report.ignored.push(relative(opts.root, path));
      return;
    }
    try {
      const size = statSync(path).size;
      if (opts.present.get(key) === size) {
        report.skipped++;
        return;
      }
      if (!opts.dryRun) {
        await opts.storage.put(key, createReadStream(path), { maxBytes: size, ...storedHeaders(key) });
      }
      report.copied++;
      opts.onCopied?.(key, size);
    } catch (error) {
      report.failed.push({ key, reason: (error as Error).message });
    }
  }
  const workers = Array.from({ length: opts.concurrency ?? 4 }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await copy(next);
  });
  await Promise.all(workers);
  report.ignored.sort();
  report.failed.sort((a, b) => a.key.localeCompare(b.key));
  return report;
}

async function main() {
  const { values } = parseArgs({ options: { 'dry-run': { type: 'boolean', default: false } } });
  let settings: ReturnType<typeof parseStorageEnv>;
  try {
    settings = parseStorageEnv();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
  if (settings.storage.driver !== 's3') {
    console.error(
      'storage:migrate copies the uploads on the disk to a bucket: set STORAGE=s3 with S3_BUCKET and the other S3_* settings (docs/operations.md).',
    );
    process.exit(2);
  }
  const root = join(settings.dataDir, 'uploads');
  const client = s3Client(settings.storage);
  try {
    const present = await bucketSizes(client, settings.storage.bucket);
    const dryRun = values['dry-run'];
    console.log(
      `${dryRun ? 'Would copy' : 'Copying'} ${root} to s3://${settings.storage.bucket} (${present.size} objects there already)`,
    );
    const report = await migrateUploads({
      root,
      storage: createS3Storage({ ...settings.storage, client }),
      present,
      dryRun,
      onCopied: (key, bytes) => console.log(`  ${dryRun ? 'would copy' : 'copied'} ${key} (${bytes} bytes)`),
    });
    for (const { key, reason } of report.failed) console.error(`  failed ${key}: ${reason}`);
    if (report.ignored.length)
      console.log(`  left alone (partial uploads or not storage keys): ${report.ignored.join(', ')}`);
    console.log(
      `${dryRun ? 'would copy' : 'copied'} ${report.copied}, skipped ${report.skipped} (already in the bucket), failed ${report.failed.length}`,
    );
    process.exitCode = report.failed.length ? 1 : 0;
  } finally {
    client.destroy();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
