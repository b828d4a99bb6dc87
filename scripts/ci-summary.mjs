// Prints each runner's totals and one closing line "N passed, N failed" for the whole CI run.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
const read = (name) =>
  existsSync(join(dir, name)) ? JSON.parse(readFileSync(join(dir, name), 'utf8')) : null;

for (const [name, label] of [
  ['unit.json', 'npm test (PGlite + web)'],
  ['pg.json', 'server suite on PostgreSQL'],
]) {
  const r = read(name);
  if (!r) continue;
  const p = r.numPassedTests;
  const f = r.numFailedTests;
  const s = r.numPendingTests + (r.numTodoTests ?? 0);
  passed += p;
  failed += f;
  skipped += s;
  console.log(`${label}: ${p} passed, ${f} failed, ${s} skipped`);
}
const e2e = read('e2e.json');
if (e2e) {
  const p = e2e.stats.expected;
  const f = e2e.stats.unexpected + e2e.stats.flaky;
  const s = e2e.stats.skipped;
  passed += p;
  failed += f;
  skipped += s;
  console.log(`browser journeys: ${p} passed, ${f} failed, ${s} skipped`);
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
