/**
 * Where the journeys' servers keep uploads. By default the disk under each server's DATA_DIR. With
 * E2E_STORAGE=s3, a bucket on a local S3-compatible server (s3rver, started by playwright.config.ts
 * before the apps, its files in .data-e2e-s3): the servers run with STORAGE=s3, and with MEDIA_BASE_URL
 * pointing at the bucket, so the storefront loads uploaded photos from the bucket itself while exchange
 * videos still go through the server.
 */
export const E2E_STORAGE: 'disk' | 's3' = process.env.E2E_STORAGE === 's3' ? 's3' : 'disk';

const S3_PORT = Number(process.env.E2E_S3_PORT ?? Number(process.env.E2E_PORT ?? 5190) + 90);
const S3_BUCKET = 'roslis-e2e';
const S3_ENDPOINT = `http://127.0.0.1:${S3_PORT}`;

/** The address the API hands out for uploaded photos (undefined: the server's own /media paths). */
export const MEDIA_BASE = E2E_STORAGE === 's3' ? `${S3_ENDPOINT}/${S3_BUCKET}` : undefined;

/** The app servers' settings for the store. */
export function storageEnv(): Record<string, string> {
  if (E2E_STORAGE !== 's3') return {};
  return {
    STORAGE: 's3',
    S3_BUCKET,
    S3_ENDPOINT,
    S3_FORCE_PATH_STYLE: 'true',
    // s3rver's own key pair.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    MEDIA_BASE_URL: MEDIA_BASE!,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
}

/** The local S3 server, as a Playwright web server started before the apps (none for the disk). */
export function localS3Servers() {
  if (E2E_STORAGE !== 's3') return [];
  return [
    {
      command: [
        'rm -rf .data-e2e-s3',
        `node node_modules/s3rver/bin/s3rver.js -d .data-e2e-s3 -a 127.0.0.1 -p ${S3_PORT} --silent --configure-bucket ${S3_BUCKET}`,
      ].join(' && '),
      // Its list of buckets answers once it listens.
      url: `${S3_ENDPOINT}/`,
      reuseExistingServer: process.env.CI !== 'true',
      timeout: 30_000,
    },
  ];
}
