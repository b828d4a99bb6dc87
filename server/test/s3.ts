import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { StorageSetting } from '../env.ts';
import { type S3Settings, s3Client } from '../lib/storage-s3.ts';

/**
 * A local S3-compatible server for the tests (s3rver, on a free port, its files in a temporary folder),
 * and new buckets on it. What it does not do as S3 does is in docs/testing.md (no real authentication,
 * no conditional writes, ranges of its own).
 */
export interface LocalS3 {
  endpoint: string;
  /** The settings of a bucket on it, as STORAGE=s3 with S3_* would give them. */
  settings(bucket: string): S3Settings;
  /** The same, as the app's config holds them. */
  storage(bucket: string): StorageSetting;
  client: S3Client;
  /** A new empty bucket with a name of its own. */
  newBucket(): Promise<string>;
  /** Every key in the bucket (under `prefix`), sorted. */
  keys(bucket: string, prefix?: string): Promise<string[]>;
  close(): Promise<void>;
}

export async function startLocalS3(): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'roslis-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings = (bucket: string): S3Settings => ({
    bucket,
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    // s3rver's own key pair (it checks the signature's form, not the secret's strength).
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const client = s3Client(settings('any'));
  return {
    endpoint,
    settings,
    storage: (bucket) => ({ driver: 's3', ...settings(bucket) }),
    client,
    async newBucket() {
      const bucket = `roslis-test-${randomBytes(5).toString('hex')}`;
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      return bucket;
    },
    async keys(bucket, prefix) {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) keys.push(object.Key!);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    async close() {
      client.destroy();
      // Clients the tests made keep their sockets open for the next request: closed here.
      server.httpServer.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
