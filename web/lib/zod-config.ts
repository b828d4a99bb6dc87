import type { z } from 'zod';

// Zod compiles object parsers with `new Function` when it may, and probes whether it may by trying one.
// The shop's Content-Security-Policy forbids eval, so the probe is a CSP violation on every page that
// parses (a DevTools issue that Lighthouse's best practices count), though zod falls back quietly.
// jitless skips the probe and the compiler: the parsers run as plain code (e2e/csp.spec.ts).
// The built app sets the same before any module loads (public/boot.js: its shared chunk builds the
// schemas before this entry runs); this covers `npm run dev`, which loads the modules one by one.
//
// customError: zod's own words (for a schema that gives none) follow the language shown, through the
// function web/lib/i18n/messages.ts hands in (this module imports nothing, so it runs before any schema is
// built); English keeps zod's. The contracts' messages are the schemas' own and win over it: forms
// translate those with formMessage.
type IssueWords = (issue: { code?: string; input?: unknown }) => string | undefined;
let issueWords: IssueWords = () => undefined;
export function localizeZodIssues(words: IssueWords): void {
  issueWords = words;
}
// Written to zod's global settings object, which zod adopts when its module loads (it keeps one that
// exists): so this module does not import zod, and a page without a form or a schema never loads it.
const scope = globalThis as { __zod_globalConfig?: z.core.$ZodConfig };
scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, {
  jitless: true,
  customError: (issue: Parameters<IssueWords>[0]) => issueWords(issue),
});
