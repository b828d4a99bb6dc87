import { z } from 'zod';

// Zod compiles object parsers with `new Function` when it may, and probes whether it may by trying one.
// The shop's Content-Security-Policy forbids eval, so the probe is a CSP violation on every page that
// parses (a DevTools issue that Lighthouse's best practices count), though zod falls back quietly.
// jitless skips the probe and the compiler: the parsers run as plain code (e2e/csp.spec.ts).
// The built app sets the same before any module loads (public/boot.js: its shared chunk builds the
// schemas before this entry runs); this covers `npm run dev`, which loads the modules one by one.
z.config({ jitless: true });
