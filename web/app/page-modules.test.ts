import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATEGORIES_PATH } from '../features/catalog/api/get-categories';
import { PRODUCT_PAGE_SIZE, PRODUCTS_PATH, toProductListQuery } from '../features/catalog/api/get-products';
import { BOARDS_PAGE_SIZE } from '../features/catalog/pages/BoardsPage';
import { withQuery } from '../lib/api-client';
import { boardsPath, loopsPath, paths } from '../lib/paths';
import { accountPath } from '../lib/session/get-account';
import { ACCOUNT_PRELOAD_PATHS, ACCOUNT_REQUEST, PAGE_FIRST_REQUESTS, PAGE_MODULES } from './page-modules';

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

describe('PAGE_FIRST_REQUESTS', () => {
  it('names the URLs the API helpers build for those pages, byte for byte', () => {
    const products = (storefront: 'STUDIO' | undefined, limit: number) =>
      withQuery(PRODUCTS_PATH, { ...toProductListQuery({ storefront, limit }) });
    expect(PAGE_FIRST_REQUESTS).toEqual({
      [paths.studio]: [CATEGORIES_PATH, products('STUDIO', PRODUCT_PAGE_SIZE)],
      [paths.boards]: [products(undefined, BOARDS_PAGE_SIZE)],
      [boardsPath('STUDIO')]: [products('STUDIO', BOARDS_PAGE_SIZE)],
      [loopsPath('STUDIO')]: [CATEGORIES_PATH, products('STUDIO', PRODUCT_PAGE_SIZE)],
    });
    expect(ACCOUNT_REQUEST.replace(':userId', 'u-1')).toBe(accountPath('u-1'));
  });

  it('preloads the account check on every page with first requests, and on the LIMITED-EDITION ones', () => {
    for (const path of Object.keys(PAGE_FIRST_REQUESTS)) expect(ACCOUNT_PRELOAD_PATHS).toContain(path);
    expect(ACCOUNT_PRELOAD_PATHS).toEqual(
      expect.arrayContaining([
        paths.limitedEdition,
        boardsPath('LIMITED-EDITION'),
        loopsPath('LIMITED-EDITION'),
      ]),
    );
  });
});
