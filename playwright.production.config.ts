import { defineConfig } from '@playwright/test';
import { TRIAL_ORIGIN } from './e2e/production/trial.ts';

/**
 * The production trial (docs/operations.md, "Running in production"): the shop with NODE_ENV=production
 * on a new PostgreSQL database and Redis, its first admin made by `npm run admin:create`, mail caught by
 * `npm run mail:catch`; the journey then does what the section promises. Needs local PostgreSQL and Redis.
 *   npx playwright test -c playwright.production.config.ts
 */
export default defineConfig({
  testDir: 'e2e/production',
  testMatch: /\.prod\.ts$/,
  workers: 1,
  retries: 0,
  timeout: 240_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: TRIAL_ORIGIN,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
    },
  },
  webServer: {
    command: 'node --import tsx e2e/production/production-server.ts',
    url: `${TRIAL_ORIGIN}/healthz`,
    reuseExistingServer: false,
    timeout: 300_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
