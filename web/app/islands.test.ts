import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISLANDS, isIslandName, islandIdPrefix } from './islands';

const WEB = join(__dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx$/.test(name) && !/\.test\.tsx$/.test(name) ? [path] : [];
  });
}

describe('the islands of the public pages', () => {
  it("each loads the module it names, from which the prerender preloads that island's chunks", () => {
    const text = readFileSync(join(__dirname, 'islands.ts'), 'utf8').replace(/\s+/g, ' ');
    for (const [name, island] of Object.entries(ISLANDS)) {
      const specifier = island.module.startsWith('app/')
        ? `./${island.module.slice('app/'.length)}`
        : `../${island.module}`;
      const key = name.includes('-') ? `'${name}'` : name;
      expect(text, name).toContain(
        `${key}: island('${island.module}', () => import('${specifier.replace(/\.tsx$/, '')}')`,
      );
    }
  });

  it('every island a page draws is one the browser can hydrate, and every one listed is drawn', () => {
    const drawn = new Set<string>();
    for (const file of sources(WEB)) {
      for (const m of readFileSync(file, 'utf8').matchAll(/<Island name="([^"]+)">/g)) {
        expect(isIslandName(m[1]!), `${relative(WEB, file)}: ${m[1]}`).toBe(true);
        drawn.add(m[1]!);
      }
    }
    expect([...drawn].sort()).toEqual(Object.keys(ISLANDS).sort());
  });

  it('gives each island ids of its own (React roots side by side on one page)', () => {
    const prefixes = Object.keys(ISLANDS).map(islandIdPrefix);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    expect(isIslandName('toString')).toBe(false);
  });
});
