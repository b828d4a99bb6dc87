import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { annotatePure, pureContracts } from './pure-contracts.ts';

const PURE = '/* @__PURE__ */ ';

describe('annotatePure', () => {
  it("marks every call and `new` of a top-level declaration's initializer, once where a chain starts", () => {
    const source = [
      "import { z } from 'zod';",
      'export const body = z.object({ name: z.string().min(1) }).strict();',
      'const sizes = new Set(Object.keys({ a: 1 }));',
    ].join('\n');
    expect(annotatePure(source, 'x.ts').split('\n').slice(1)).toEqual([
      `export const body = ${PURE}z.object({ name: ${PURE}z.string().min(1) }).strict();`,
      `const sizes = ${PURE}new Set(${PURE}Object.keys({ a: 1 }));`,
    ]);
  });

  it('leaves function bodies, statements run for their effect, and types alone', () => {
    const source = [
      'export function make() { return build(); }',
      'export const later = () => build();',
      'register(1);',
      'export type T = ReturnType<typeof make>;',
    ].join('\n');
    expect(annotatePure(source, 'x.ts')).toBe(source);
  });

  it('places the marks right after letters outside ASCII (offsets in UTF-16, as JavaScript strings)', () => {
    const source = "const a = 'മലയാളം ₹';\nexport const b = f(a);";
    expect(annotatePure(source, 'x.ts')).toBe(`const a = 'മലയാളം ₹';\nexport const b = ${PURE}f(a);`);
  });
});

describe('the pure-contracts build plugin', () => {
  /** A page that imports one constant from a contracts file that also builds zod schemas. */
  async function bundle(plugins: Plugin[]) {
    const catalog = fileURLToPath(new URL('../contracts/catalog.ts', import.meta.url));
    const entry: Plugin = {
      name: 'entry',
      resolveId: (id) => (id === 'virtual:page' ? '\0page' : undefined),
      load: (id) =>
        id === '\0page'
          ? `import { PRODUCT_STATUSES } from ${JSON.stringify(catalog)};\nconsole.log(PRODUCT_STATUSES);`
          : undefined,
    };
    const result = await build({
      configFile: false,
      logLevel: 'silent',
      plugins: [...plugins, entry],
      build: { write: false, minify: false, rolldownOptions: { input: 'virtual:page' } },
    });
    const outputs = Array.isArray(result) ? result : [result];
    return outputs
      .flatMap((o) => ('output' in o ? o.output : []))
      .map((chunk) => ('code' in chunk ? chunk.code : ''))
      .join('\n');
  }

  it("drops a contracts file's unused schemas, and zod with them", async () => {
    const without = await bundle([]);
    expect(without).toContain('$ZodType');
    const withPlugin = await bundle([pureContracts()]);
    expect(withPlugin).toContain('VOTE_TO_LAUNCH');
    expect(withPlugin).not.toContain('$ZodType');
  }, 60_000);
});
