// One writer per table (docs/architecture.md): every file of a domain (its repos, where the writes are,
// and its other files, which should have none) writes only the tables of its own schema files. Read as
// text, not run: a write is `insert into ${table}`, `update ${table}` or `delete from ${table}` in SQL
// (or the table's own name there), or drizzle's `.insert(table)`, `.update(table)`, `.delete(table)`.
// It does not see a table renamed on import or a write built from a variable (`sql.raw`); a fragment
// another domain composes is checked where it is written, in its owner's repo. Tests, the seed and the
// infrastructure outside server/domains are not read.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const SCHEMA = join(ROOT, 'server/db/schema');
const DOMAINS = join(ROOT, 'server/domains');

/** Schema files whose name is not their owner's (every other file is named after its domain). */
const OWNER_OF_FILE: Record<string, string> = {
  addresses: 'accounts',
  'second-factor': 'accounts',
  'advisor-referrals': 'advisors',
  'sales-registrations': 'sales',
};
/** The infrastructure's tables (plugins/jobs, lib/notify, lib/server-secrets): no domain writes them. */
const INFRASTRUCTURE = ['jobs', 'notifications', 'server-secrets'];

interface Table {
  variable: string;
  name: string;
  owner: string;
}

/** Every table with its owner: `export const x = pgTable('x_name', …)` in server/db/schema/<file>.ts. */
function tables(): Table[] {
  const found: Table[] = [];
  for (const file of readdirSync(SCHEMA).filter((f) => f.endsWith('.ts') && f !== 'index.ts')) {
    const stem = basename(file, '.ts');
    const owner = INFRASTRUCTURE.includes(stem) ? 'infrastructure' : (OWNER_OF_FILE[stem] ?? stem);
    const text = readFileSync(join(SCHEMA, file), 'utf8');
    for (const m of text.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g))
      found.push({ variable: m[1]!, name: m[2]!, owner });
  }
  return found;
}

/** The text without comments (a doc comment may well say "update products"). */
function code(text: string) {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
}

/** The tables a file's text writes, by drizzle variable or SQL name, each once. */
function writtenTables(text: string, known: Table[]): Table[] {
  const byWord = new Map<string, Table>();
  for (const t of known) byWord.set(t.variable, t).set(t.name, t);
  const words = new Set<string>();
  const body = code(text);
  for (const m of body.matchAll(
    /\b(?:insert\s+into|update|delete\s+from)\s+(?:\$\{\s*(\w+)\s*\}|"?(\w+)"?)/gi,
  ))
    words.add(m[1] ?? m[2]!);
  for (const m of body.matchAll(/\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g)) words.add(m[1]!);
  return [...new Set([...words].flatMap((w) => byWord.get(w) ?? []))];
}

/** Every domain's own files (tests left out). */
function domainFiles() {
  return readdirSync(DOMAINS, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(join(DOMAINS, d.name))
        .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
        .map((f) => ({ domain: d.name, path: `server/domains/${d.name}/${f}` })),
    );
}

describe('one writer per table', () => {
  const known = tables();

  it('knows every table and whose it is', () => {
    const domains = new Set(readdirSync(DOMAINS));
    expect(known.length).toBeGreaterThan(40);
    const owners = new Set(known.map((t) => t.owner));
    for (const owner of owners) if (owner !== 'infrastructure') expect(domains).toContain(owner);
  });

  it('finds a write in SQL and in drizzle, and not in a comment or a read', () => {
    const sample = `
      /** Does not update products (a comment). */
      await db.update(productVariants).set({ stock: 1 });
      await db.execute(sql\`insert into \${cartItems} select 1\`);
      await db.execute(sql\`delete from monthly_picks where true\`);
      await db.select().from(orders);
      cache.delete(orders.id);`;
    expect(
      writtenTables(sample, known)
        .map((t) => t.name)
        .sort(),
    ).toEqual(['cart_items', 'monthly_picks', 'product_variants']);
  });

  it('every domain writes only its own tables', () => {
    const files = domainFiles();
    expect(files.some((f) => f.path === 'server/domains/orders/repo.ts')).toBe(true);
    const foreign = files.flatMap(({ domain, path }) =>
      writtenTables(readFileSync(join(ROOT, path), 'utf8'), known)
        .filter((t) => t.owner !== domain)
        .map((t) => `${path} writes ${t.name} (owner: ${t.owner})`),
    );
    expect(foreign).toEqual([]);
  });
});
