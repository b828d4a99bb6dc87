import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the CPUs: a single worker on CI's two-CPU machine, where
    // the suite waits on PGlite, PostgreSQL and jsdom start-up more than on the CPU (two: 515 s -> 390 s).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'contracts/**/*.test.ts', 'scripts/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // A worker runs its files one after another in one module graph: the app is imported once per
          // worker, not once per file (each file still opens its own database). No server test mocks a
          // module or changes process.env; 258 s -> 163 s on two CPUs.
          isolate: false,
        },
      },
      {
        plugins: [react()],
        resolve: {
          alias: {
            // The service worker's registration in prompt mode, as the build makes it (vite.config.ts's
            // VitePWA): vite-plugin-pwa's own registerSW, so a test replaces only workbox-window.
            'virtual:pwa-register': fileURLToPath(
              new URL('node_modules/vite-plugin-pwa/dist/client/build/register.js', import.meta.url),
            ),
          },
        },
        test: {
          name: 'web',
          // Run through Vitest (not Node's loader), so a test's mock of workbox-window reaches it.
          server: { deps: { inline: [/vite-plugin-pwa/] } },
          environment: 'jsdom',
          include: ['web/**/*.test.{ts,tsx}'],
          setupFiles: ['web/test/setup.ts'],
          // One jsdom per worker instead of one per file (131 s -> 47 s on two CPUs); the module state a
          // file could leave behind (session flags, toasts, the Razorpay loader) is reset in setup.ts.
          isolate: false,
          testTimeout: 15_000,
        },
      },
    ],
  },
});
