import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 5190);
const baseURL = `http://127.0.0.1:${PORT}`;
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
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
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
  webServer: {
    // The built app, as `npm start` serves it, on a fresh embedded database with the demo data.
    command:
      'rm -rf .data-e2e && node --import tsx scripts/build-web-if-stale.ts && node --import tsx server/main.ts',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      // Links in e-mails point at the address the journeys browse.
      PUBLIC_ORIGIN: baseURL,
      DATA_DIR: '.data-e2e',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      // A short payment window, so the orders journey sees a failed payment's stock come back.
      ORDER_RESERVATION_SECONDS: '6',
    },
    url: `${baseURL}/healthz`,
    reuseExistingServer: process.env.CI !== 'true',
    timeout: 240_000,
  },
});
