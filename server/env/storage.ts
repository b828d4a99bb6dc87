import { z } from 'zod';
import type { S3Settings } from '../lib/storage-s3.ts';
import { booleanish, httpUrl, invalidSetting } from './common.ts';

/** Where uploads live and where their public copies are served from. */
export const storageSettings = {
  /** Where uploads live: the disk under DATA_DIR/uploads (default) or an S3-compatible bucket. */
  STORAGE: z.enum(['disk', 's3'], { message: 'must be disk or s3' }).default('disk'),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3 to 63 lower-case letters, digits, dots or hyphens',
    )
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, 'must be a region name such as ap-south-1 (auto for Cloudflare R2)')
    .optional(),
  /** The store's address when it is not AWS: MinIO, R2, Spaces, a local test server. */
  S3_ENDPOINT: httpUrl('https://<account>.r2.cloudflarestorage.com').optional(),
  /** The bucket in the URL's path, not its host name (MinIO and local servers need it). */
  S3_FORCE_PATH_STYLE: booleanish.default(false),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** A public bucket or CDN serving the published pictures; the API's picture URLs then point there. */
  MEDIA_BASE_URL: httpUrl('https://media.example.com').optional(),
};

type StorageEnv = z.infer<z.ZodObject<typeof storageSettings>>;

/** The disk under DATA_DIR/uploads, or a bucket (S3_* settings). */
export type StorageSetting = { driver: 'disk' } | ({ driver: 's3' } & S3Settings);

const S3_NAMES = [
  'S3_BUCKET',
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const satisfies (keyof StorageEnv)[];

/** STORAGE and the S3_* settings: a bucket needs its name and region; keys come in pairs. */
export function storageSetting(e: Omit<StorageEnv, 'MEDIA_BASE_URL'>): StorageSetting {
  if (e.STORAGE === 'disk') {
    const stray = S3_NAMES.find((name) => e[name] !== undefined);
    // A bucket named without STORAGE=s3 would leave every upload on this machine's disk unnoticed.
    if (stray)
      throw invalidSetting(
        stray,
        'is only read with STORAGE=s3: set STORAGE=s3 to keep the uploads in the bucket, or remove it (the uploads stay on the disk)',
      );
    return { driver: 'disk' };
  }
  if (!e.S3_BUCKET) throw invalidSetting('S3_BUCKET', "STORAGE=s3 needs the bucket's name");
  if (!e.S3_REGION && !e.S3_ENDPOINT)
    throw invalidSetting(
      'S3_REGION',
      "STORAGE=s3 needs the bucket's region, such as ap-south-1 (with S3_ENDPOINT it defaults to us-east-1)",
    );
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    throw invalidSetting(
      e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID',
      "set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together (or neither: the AWS SDK's own credentials, such as the machine's role)",
    );
  return {
    driver: 's3',
    bucket: e.S3_BUCKET,
    region: e.S3_REGION ?? 'us-east-1',
    endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

/** MEDIA_BASE_URL: a base for paths (no query or fragment), https in production (no mixed content). */
export function mediaBaseUrlOf(
  e: Pick<StorageEnv, 'MEDIA_BASE_URL'>,
  isProduction: boolean,
): string | undefined {
  if (!e.MEDIA_BASE_URL) return undefined;
  const url = new URL(e.MEDIA_BASE_URL);
  const problem =
    url.search || url.hash
      ? 'must be a base address without ? or #, such as https://media.example.com'
      : isProduction && url.protocol !== 'https:'
        ? 'must be an https:// address in production (browsers block http pictures on an https page)'
        : undefined;
  if (problem) throw invalidSetting('MEDIA_BASE_URL', problem);
  return e.MEDIA_BASE_URL.replace(/\/+$/, '');
}
