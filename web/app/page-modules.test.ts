import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_MODULES } from './page-modules';
import { paths } from './paths';

describe('PAGE_MODULES', () => {
  it('names, for each path, the module the router lazily loads for it', () => {
    const router = readFileSync(join(__dirname, 'router.tsx'), 'utf8');
    const known = new Set<string>(Object.values(paths));
    for (const [path, module] of Object.entries(PAGE_MODULES)) {
      expect(known.has(path), path).toBe(true);
      const specifier = module.startsWith('app/') ? `./${module.slice('app/'.length)}` : `../${module}`;
      expect(router, module).toContain(`import('${specifier.replace(/\.tsx$/, '')}')`);
    }
  });
});
