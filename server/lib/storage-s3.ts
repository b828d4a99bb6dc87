import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { type FileHandle, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { type ByteRange, resolveRange, type Storage, safeKey, TooLarge } from './storage.ts';

/**
 * The storage module on an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, DigitalOcean Spaces…),
 * through the AWS SDK's S3 client. Same contract as the disk (storage.ts), so every server process
 * behind a load balancer reads what any of them wrote.
 *
 * - put: the upload is counted while it arrives (TooLarge past `maxBytes`, reading stops there) into
 *   memory, or a temporary file past 8 MB, and only a whole upload is sent, with its length and MD5 (the
 *   store checks it). A PutObject either replaces the object whole or fails leaving it as it was, so a
 *   refused or broken upload never reaches the bucket and never harms an object already under the key.
 * - open: one GetObject, with a Range header when a range is asked. The range's meaning is the disk's
 *   (resolveRange, from the size the store reports); a store that ignores the header (HTTP allows it)
 *   or sends more than asked has the range cut from what it sent, and one that sends another range is
 *   asked again in plain first-last bytes.
 * - remove: DeleteObject, which is idempotent.
 */

export interface S3Settings {
  bucket: string;
  region: string;
  /** The store's address, for anything but AWS (MinIO, R2, Spaces, a local test server). */
  endpoint?: string;
  /** Bucket in the path (`https://host/bucket/key`) rather than the host name: MinIO and local servers. */
  forcePathStyle: boolean;
  /** Without them, the SDK's own chain (AWS_* variables, ~/.aws, the machine's role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** An upload up to this size is held in memory before it is sent; a larger one goes to a temporary file. */
const IN_MEMORY_BYTES = 8 * 1024 * 1024;

export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Only the checksums an operation requires: S3-compatible stores differ in which of the newer
    // checksum headers (and the chunked uploads that carry them) they accept. put sends Content-MD5.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that stops answering (or a stream nobody reads for a minute, a paused video) fails
    // instead of holding its connection forever. Each video or picture streamed through the server holds
    // a connection while it plays: room for 200 at once per process (the SDK's default is 50).
    requestHandler: {
      connectionTimeout: 5_000,
      socketTimeout: 60_000,
      httpAgent: { keepAlive: true, maxSockets: 200 },
      httpsAgent: { keepAlive: true, maxSockets: 200 },
    },
  });
}

/** The bucket did not answer at start: the server stops rather than fail every upload later. */
export class StorageUnavailableError extends Error {}

/** Asks for the bucket (HeadBucket) once; StorageUnavailableError naming the settings when it fails. */
export async function checkBucket(client: S3Client, settings: S3Settings): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: settings.bucket }));
  } catch (error) {
    const status = statusOf(error);
    const reason = `${(error as Error).name}${status ? ` (HTTP ${status})` : ''}: ${(error as Error).message}`;
    throw new StorageUnavailableError(
      `The bucket ${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''} (S3_BUCKET) did not answer: ${reason}. ` +
        'Check S3_BUCKET, S3_REGION, S3_ENDPOINT and the credentials (the server needs s3:ListBucket on the bucket), ' +
        'or unset STORAGE to keep the uploads on the disk.',
    );
  }
}

export interface S3StorageOptions extends S3Settings {
  /** A client to use instead of one made from the settings. */
  client?: S3Client;
  /** Where uploads larger than 8 MB wait while they arrive (the system's temporary folder by default). */
  spoolDir?: string;
}

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
const isMissing = (error: unknown) =>
  statusOf(error) === 404 || ['NoSuchKey', 'NotFound'].includes((error as Error)?.name);

/** The Range header for a range, as the client asked it (the store resolves it against the size). */
function rangeHeader(range: ByteRange): string {
  if ('last' in range) return `bytes=-${range.last}`;
  return `bytes=${range.start}-${range.end ?? ''}`;
}

/** `bytes 10-19/300` as its first and last byte and the whole size. */
function parseContentRange(header: string | undefined) {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header ?? '');
  if (!match) return undefined;
  return { start: Number(match[1]), end: Number(match[2]), size: Number(match[3]) };
}

/** Bytes `start`..`end` of a stream (for a store that sent more than was asked). */
function cut(source: Readable, { start, end }: { start: number; end: number }): Readable {
  return Readable.from(
    (async function* () {
      let offset = 0;
      for await (const chunk of source as AsyncIterable<Buffer>) {
        const from = Math.max(0, start - offset);
        const to = Math.min(chunk.length, end + 1 - offset);
        offset += chunk.length;
        if (to > from) yield chunk.subarray(from, to);
        if (offset > end) break;
      }
    })(),
    { objectMode: false },
  );
}

/** An upload counted while it arrives, kept in memory or, past 8 MB, in a temporary file. */
async function spool(body: Readable, maxBytes: number, dir: string) {
  const md5 = createHash('md5');
  const held: Buffer[] = [];
  let bytes = 0;
  let file: FileHandle | undefined;
  let path: string | undefined;
  const discard = async () => {
    await file?.close().catch(() => undefined);
    if (path) await rm(path, { force: true });
  };
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (bytes > maxBytes) throw new TooLarge(maxBytes);
      md5.update(chunk);
      if (file) {
        await file.writeFile(chunk);
        continue;
      }
      held.push(chunk);
      if (bytes > IN_MEMORY_BYTES) {
        path = join(dir, `roslis-upload-${randomBytes(8).toString('hex')}.part`);
        file = await open(path, 'wx', 0o600);
        for (const part of held.splice(0)) await file.writeFile(part);
      }
    }
    await file?.close();
    file = undefined;
  } catch (error) {
    await discard();
    throw error;
  }
  const spooled = path;
  return {
    bytes,
    md5: md5.digest('base64'),
    body: () => (spooled ? createReadStream(spooled) : Buffer.concat(held, bytes)),
    discard,
  };
}

export function createS3Storage(options: S3StorageOptions): Storage {
  const client = options.client ?? s3Client(options);
  const Bucket = options.bucket;
  const spoolDir = options.spoolDir ?? tmpdir();

  /** GetObject, or undefined when there is no such object. */
  async function get(key: string, range?: string): Promise<GetObjectCommandOutput | undefined> {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: key, Range: range }));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  /** The object's size from HeadObject, or undefined when there is none. */
  async function sizeOf(key: string): Promise<number | undefined> {
    try {
      return (await client.send(new HeadObjectCommand({ Bucket, Key: key }))).ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  /** The asked range of the object, read with its Range header (416 and odd answers handled). */
  async function openRange(key: string, range: ByteRange, header: string, again = false) {
    let got: GetObjectCommandOutput | undefined;
    try {
      got = await get(key, header);
    } catch (error) {
      if (statusOf(error) !== 416) throw error;
      // Past the end: the size from the store's refusal, else asked for (the object may have gone).
      const reported = Number((error as { ActualObjectSize?: string }).ActualObjectSize);
      const size = Number.isFinite(reported) && reported >= 0 ? reported : await sizeOf(key);
      if (size === undefined) return undefined;
      const wanted = resolveRange(range, size);
      if (again) throw error;
      return openRange(key, range, `bytes=${wanted.start}-${wanted.end}`, true);
    }
    if (!got) return undefined;
    const body = got.Body as Readable;
    const sent = parseContentRange(got.ContentRange);
    const size = sent?.size ?? got.ContentLength ?? 0;
    let wanted: { start: number; end: number };
    try {
      wanted = resolveRange(range, size);
    } catch (error) {
      body.destroy();
      throw error;
    }
    // The whole object (no Content-Range), or a wider range than asked: the range is cut out of it.
    const { start, end } = sent ?? { start: 0, end: size - 1 };
    if (start === wanted.start && end === wanted.end) return { stream: body, size, range: wanted };
    if (start <= wanted.start && end >= wanted.end) {
      return {
        stream: cut(body, { start: wanted.start - start, end: wanted.end - start }),
        size,
        range: wanted,
      };
    }
    body.destroy();
    if (again) throw new Error(`the store sent bytes ${start}-${end} of ${key} for ${header}`);
    return openRange(key, range, `bytes=${wanted.start}-${wanted.end}`, true);
  }

  return {
    async put(key, body, { maxBytes, contentType, cacheControl }) {
      safeKey(key);
      const upload = await spool(body, maxBytes, spoolDir);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: upload.body(),
            ContentLength: upload.bytes,
            ContentMD5: upload.md5,
            ContentType: contentType,
            CacheControl: cacheControl,
          }),
        );
      } finally {
        await upload.discard();
      }
      return { bytes: upload.bytes };
    },
    async open(key, range) {
      safeKey(key);
      if (range) return openRange(key, range, rangeHeader(range));
      const got = await get(key);
      if (!got) return undefined;
      return { stream: got.Body as Readable, size: got.ContentLength ?? 0 };
    },
    async remove(key) {
      safeKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
  };
}

/** Every object in the bucket with its size (ListObjectsV2, a thousand a page). */
export async function bucketSizes(client: S3Client, bucket: string): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    for (const object of page.Contents ?? []) if (object.Key) sizes.set(object.Key, object.Size ?? 0);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return sizes;
}
