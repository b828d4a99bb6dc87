import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_META, SHOP_META, SITEMAP_PATHS } from '#contracts/page-meta';
import { CATEGORIES_PATH } from '../features/catalog/api/get-categories';
import { PRODUCT_PAGE_SIZE, PRODUCTS_PATH, toProductListQuery } from '../features/catalog/api/get-products';
import { BOARDS_PAGE_SIZE } from '../features/catalog/pages/BoardsPage';
import { withQuery } from '../lib/api-client';
import { boardsPath, loopsPath, paths } from '../lib/paths';
import { TRANSLATED_PUBLIC_PATHS } from '../lib/public-language';
import { accountPath } from '../lib/session/get-account';
import {
  ACCOUNT_PRELOAD_PATHS,
  ACCOUNT_REQUEST,
  PAGE_FIRST_REQUESTS,
  PAGE_MODULES,
  PAGE_ROUTES,
  PRERENDERED_PATHS,
} from './route-table';

/** router.tsx's LOADERS entry of each page name, with the constants it names spelled out. */
function loaderSources(): Map<string, string> {
  const router = readFileSync(join(__dirname, 'router.tsx'), 'utf8');
  const body = /const LOADERS = \{\n([\s\S]*?)\n\} satisfies/.exec(router)?.[1] ?? '';
  const entries = new Map<string, string>();
  for (const part of body.split(/\n(?= {2}(?:\/\*\*|[a-zA-Z]+:))/)) {
    const entry = /^ {2}(?:\/\*\*.*\*\/\n {2})?([a-zA-Z]+): ([\s\S]*)$/.exec(part);
    if (!entry) continue;
    const [, name, value] = entry as unknown as [string, string, string];
    const constant = /^([a-zA-Z]+),$/.exec(value.trim())?.[1];
    const definition = constant
      ? new RegExp(`const ${constant}(?::[^=]*)? = ([\\s\\S]*?);\\n`).exec(router)?.[1]
      : undefined;
    entries.set(name, definition ?? value);
  }
  return entries;
}

describe('PAGE_ROUTES', () => {
  it('gives each page a path of web/lib/paths and a loader in router.tsx that imports its module', () => {
    const known = new Set<string>(Object.values(paths));
    const loaders = loaderSources();
    expect([...loaders.keys()].sort()).toEqual(Object.keys(PAGE_ROUTES).sort());
    for (const [name, { path, module }] of Object.entries(PAGE_ROUTES)) {
      expect(known.has(path), path).toBe(true);
      const specifier = module.startsWith('app/') ? `./${module.slice('app/'.length)}` : `../${module}`;
      expect(loaders.get(name), name).toContain(`import('${specifier.replace(/\.tsx$/, '')}')`);
    }
  });

  it('derives the preload map and the prerendered pages from the table', () => {
    expect(PAGE_MODULES[paths.boardsProduct]).toBe('app/routes/browse-routes.tsx');
    expect(PRERENDERED_PATHS).toEqual([paths.home, paths.card, paths.card2, paths.membership]);
    // Each has a twin per language at its own address (/ml/card).
    expect(TRANSLATED_PUBLIC_PATHS).toEqual(PRERENDERED_PATHS);
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

describe('the pages the server describes to link previews and search engines (contracts/page-meta)', () => {
  const routePaths = Object.values(PAGE_ROUTES).map((route) => route.path as string);

  it('lists in sitemap.xml only pages of the route table, every prerendered page among them', () => {
    for (const path of SITEMAP_PATHS) expect(routePaths, path).toContain(path);
    for (const path of PRERENDERED_PATHS) expect(SITEMAP_PATHS as readonly string[], path).toContain(path);
  });

  it('gives every prerendered page its title and description, and index.html the shop’s own', () => {
    for (const path of PRERENDERED_PATHS) expect(Object.keys(PAGE_META), path).toContain(path);
    const index = readFileSync(join(__dirname, '..', 'index.html'), 'utf8');
    expect(index).toContain(`<title>${SHOP_META.title}</title>`);
    expect(index).toContain(`content="${SHOP_META.description}"`);
  });
});
