import { defineConfig } from '@playwright/test';
import { localS3Servers, storageEnv } from './e2e/storage.ts';
import { allow } from './e2e/time.ts';

const PORT = Number(process.env.E2E_PORT ?? 5190);
/**
 * Two workers, each with its own app on its own port and its own fresh database: journeys in one worker
 * run one after another as before and never see the other worker's writes (the demo member's bag, a
 * password changed, a newest product). This file is loaded again in each worker, where Playwright has set
 * TEST_PARALLEL_INDEX (0 or 1): that picks the worker's app.
 */
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const appUrl = (slot: number) => `http://127.0.0.1:${PORT + slot}`;
const baseURL = appUrl(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  // Sized for a quiet machine and scaled for this one (e2e/time.ts: twice as long on CI). 45 s, not 30:
  // in a full CI run on a busy runner, journeys of 15 s on a quiet machine have taken close to a minute.
  timeout: allow(45_000),
  expect: { timeout: allow(7_000) },
  reporter: 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'desktop', testIgnore: /.*\.phone\.spec\.ts/, use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      testMatch: /.*\.phone\.spec\.ts/,
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
    },
  ],
  // Started one after another: the first builds the web app if it is stale, the second finds it built.
  // With E2E_STORAGE=s3, a local S3-compatible server first, whose bucket the apps keep uploads in.
  webServer: [
    ...localS3Servers(),
    ...Array.from({ length: WORKERS }, (_, slot) => ({
      // The built app, as `npm start` serves it, on a fresh embedded database with the demo data.
      command: [
        `rm -rf .data-e2e-${slot}`,
        ...(slot === 0 ? ['node --import tsx scripts/build-web-if-stale.ts'] : []),
        'node --import tsx server/main.ts',
      ].join(' && '),
      env: {
        PORT: String(PORT + slot),
        HOST: '127.0.0.1',
        // Links in e-mails point at the address the journeys browse.
        PUBLIC_ORIGIN: appUrl(slot),
        DATA_DIR: `.data-e2e-${slot}`,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
        // A short payment window, so the orders journey sees a failed payment's stock come back.
        ORDER_RESERVATION_SECONDS: '6',
        ...storageEnv(),
      },
      url: `${appUrl(slot)}/healthz`,
      reuseExistingServer: process.env.CI !== 'true',
      timeout: 240_000,
    })),
  ],
});
