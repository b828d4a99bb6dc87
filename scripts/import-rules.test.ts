// The import rules (.dependency-cruiser.cjs) run against small trees that mimic the project's layout:
// each deliberately bad import must be reported under its rule, and a tree of allowed imports must pass.
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import './depcruise-typescript.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const made: string[] = [];

type Tree = Record<string, string>;

function writeTree(files: Tree): string {
  const dir = mkdtempSync(join(tmpdir(), 'import-rules-'));
  made.push(dir);
  // The project's manifest (dependencies and "imports": #contracts/*) and packages, as in the real tree.
  writeFileSync(join(dir, 'package.json'), readFileSync(join(root, 'package.json')));
  writeFileSync(join(dir, 'tsconfig.json'), readFileSync(join(root, 'tsconfig.json')));
  symlinkSync(realpathSync(join(root, 'node_modules')), join(dir, 'node_modules'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

async function cruiseTree(files: Tree) {
  const dir = writeTree(files);
  const { cruise } = await import('dependency-cruiser');
  const { default: extractDepcruiseOptions } = await import(
    'dependency-cruiser/config-utl/extract-depcruise-options'
  );
  const options = await extractDepcruiseOptions(join(root, '.dependency-cruiser.cjs'));
  const folders = [...new Set(Object.keys(files).map((path) => path.split('/')[0]!))];
  const { output } = await cruise(folders, {
    ...options,
    baseDir: dir,
    tsConfig: { fileName: join(dir, 'tsconfig.json') },
  });
  if (typeof output === 'string') throw new Error('expected a cruise result');
  const violations = output.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }));
  const local = output.modules.filter((m) => !m.source.includes('node_modules'));
  return { violations, local };
}

const bad: Tree = {
  'contracts/product.ts': "import { pgTable } from 'drizzle-orm/pg-core';\nexport const table = pgTable;\n",
  'server/domains/audit/service.ts': 'export const total = 1;\n',
  'server/domains/audit/repo.ts': "import { total } from './service.ts';\nexport const find = () => total;\n",
  'server/domains/payments/repo.ts': 'export const rows = () => [];\n',
  'server/domains/payments/service.ts':
    "import type { FastifyBaseLogger } from 'fastify';\nexport const log = (l: FastifyBaseLogger) => l.info('x');\n",
  'server/domains/orders/service.ts':
    "import { rows } from '../payments/repo.ts';\nexport const list = () => rows();\n",
  'server/domains/orders/routes.ts':
    "import { route } from '../audit/routes.ts';\nexport const again = route;\n",
  'server/domains/audit/routes.ts': 'export const route = 1;\n',
  'server/lib/a.ts': "import { b } from './b.ts';\nexport const a = () => b();\n",
  'server/lib/b.ts': "import { a } from './a.ts';\nexport const b = () => a();\n",
  'server/lib/reach-up.ts': "import { list } from '../domains/orders/service.ts';\nexport const up = list;\n",
  'web/features/one/Page.tsx':
    "import { Thing } from '../two/Thing.tsx';\nexport const Page = () => <section><Thing /></section>;\n",
  'web/features/one/Link.tsx':
    "import { paths } from '../../app/paths.ts';\nexport const Link = () => <a href={paths.home}>Home</a>;\n",
  'web/features/two/Thing.tsx': 'export const Thing = () => <p>thing</p>;\n',
  'web/app/paths.ts': "export const paths = { home: '/' };\n",
  'web/shell/Header.tsx':
    "import { Thing } from '../features/two/Thing.tsx';\nexport const Header = () => <header><Thing /></header>;\n",
  'server/lib/unused.ts': 'export const unused = 1;\n',
  'web/lib/api.ts': "import { find } from '../../server/domains/audit/repo.ts';\nexport const api = find;\n",
};

describe('import rules', () => {
  let found: Awaited<ReturnType<typeof cruiseTree>>['violations'] = [];
  beforeAll(async () => {
    found = (await cruiseTree(bad)).violations;
  }, 60_000);
  afterAll(() => {
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['contracts-only-zod', 'contracts/product.ts', /node_modules\/drizzle-orm\//],
    [
      'repo-not-to-routes-or-services',
      'server/domains/audit/repo.ts',
      /^server\/domains\/audit\/service\.ts$/,
    ],
    ['service-not-to-fastify', 'server/domains/payments/service.ts', /node_modules\/fastify\//],
    ['no-cross-domain-repo', 'server/domains/orders/service.ts', /^server\/domains\/payments\/repo\.ts$/],
    [
      'cross-domain-only-through-service',
      'server/domains/orders/routes.ts',
      /^server\/domains\/audit\/routes\.ts$/,
    ],
    ['no-circular', 'server/lib/a.ts', /^server\/lib\/b\.ts$/],
    ['server-lower-layers-not-up', 'server/lib/reach-up.ts', /^server\/domains\/orders\/service\.ts$/],
    ['web-feature-not-to-other-feature', 'web/features/one/Page.tsx', /^web\/features\/two\/Thing\.tsx$/],
    ['web-feature-not-to-app-or-shell', 'web/features/one/Link.tsx', /^web\/app\/paths\.ts$/],
    ['web-shell-not-to-features-or-app', 'web/shell/Header.tsx', /^web\/features\/two\/Thing\.tsx$/],
    ['web-not-to-server', 'web/lib/api.ts', /^server\/domains\/audit\/repo\.ts$/],
    ['no-orphans', 'server/lib/unused.ts', /^server\/lib\/unused\.ts$/],
  ])('reports %s for %s', (rule, from, to) => {
    expect(found.filter((v) => v.rule === rule && v.from === from && to.test(v.to))).toHaveLength(1);
  });

  it('reports nothing else', () => {
    const expected = new Set([
      'contracts-only-zod',
      'repo-not-to-routes-or-services',
      'service-not-to-fastify',
      'no-cross-domain-repo',
      'cross-domain-only-through-service',
      'no-circular',
      'server-lower-layers-not-up',
      'web-feature-not-to-other-feature',
      'web-feature-not-to-app-or-shell',
      'web-shell-not-to-features-or-app',
      'web-lib-only-contracts', // web/lib/api.ts reaching into server/ breaks this one too
      'web-not-to-server',
      'no-orphans',
    ]);
    expect(found.filter((v) => !expected.has(v.rule))).toEqual([]);
  });

  it('passes the imports the layout allows, type-only ones included', async () => {
    const good: Tree = {
      'contracts/common.ts': "import { z } from 'zod';\nexport const Id = z.string();\n",
      'contracts/cart.ts':
        "import { z } from 'zod';\nimport { Id } from './common.ts';\nexport const Cart = z.object({ id: Id });\nexport type Cart = z.infer<typeof Cart>;\n",
      'server/db/client.ts': "import { sql } from 'drizzle-orm';\nexport const db = { sql };\n",
      'server/lib/errors.ts': 'export class AppError extends Error {}\n',
      'server/plugins/session.ts':
        "import fp from 'fastify-plugin';\nimport { AppError } from '../lib/errors.ts';\nexport default fp(async () => { void AppError; });\n",
      'server/domains/catalog/repo.ts':
        "import { db } from '../../db/client.ts';\nexport const products = () => db;\n",
      'server/domains/catalog/service.ts':
        "import type { Cart } from '../../../contracts/cart.ts';\nimport { products } from './repo.ts';\nexport const list = (c?: Cart) => [products(), c];\n",
      'server/domains/cart/repo.ts':
        "import { db } from '../../db/client.ts';\nexport const lines = () => db;\n",
      'server/domains/cart/service.ts':
        "import * as catalog from '../catalog/service.ts';\nimport { lines } from './repo.ts';\nexport const show = () => [catalog.list(), lines()];\n",
      'server/domains/cart/routes.ts':
        "import type { FastifyPluginAsync } from 'fastify';\nimport { Cart } from '../../../contracts/cart.ts';\nimport { show } from './service.ts';\nexport const routes: FastifyPluginAsync = async () => { void Cart; show(); };\n",
      'server/test/app.ts':
        "import { routes } from '../domains/cart/routes.ts';\nexport const buildTestApp = () => routes;\n",
      'server/domains/cart/cart.test.ts':
        "import { expect, it } from 'vitest';\nimport { buildTestApp } from '../../test/app.ts';\nit('builds', () => expect(buildTestApp).toBeTruthy());\n",
      'web/lib/paths.ts': "export const paths = { cart: '/cart' };\n",
      'web/lib/api-client.ts':
        "import type { Cart } from '#contracts/cart';\nexport const getCart = async (): Promise<Cart | null> => null;\n",
      'web/components/Button.tsx':
        "import { clsx } from 'clsx';\nexport const Button = () => <button type=\"button\" className={clsx('b')} />;\n",
      'web/features/cart/CartPage.tsx':
        "import type { Cart } from '#contracts/cart';\nimport { Button } from '../../components/Button.tsx';\nimport { getCart } from '../../lib/api-client.ts';\nimport { paths } from '../../lib/paths.ts';\nexport const CartPage = (p: { cart?: Cart }) => <a href={paths.cart} onClick={() => getCart()}>{p.cart?.id}<Button /></a>;\n",
      'web/shell/Header.tsx':
        "import { Button } from '../components/Button.tsx';\nexport const Header = () => <header><Button /></header>;\n",
      'web/app/router.tsx':
        "import { CartPage } from '../features/cart/CartPage.tsx';\nimport { Header } from '../shell/Header.tsx';\nexport const App = () => <><Header /><CartPage /></>;\n",
      'scripts/prerender.ts': "import { App } from '../web/app/router.tsx';\nexport const app = App;\n",
      'e2e/cart.spec.ts': "import { test } from '@playwright/test';\ntest('cart', async () => {});\n",
    };
    const { violations, local } = await cruiseTree(good);
    expect(violations).toEqual([]);
    // Every fixture file was read and resolved, so TypeScript and TSX parsing works (without a parser
    // dependency-cruiser finds no file and passes on nothing).
    expect(local.map((m) => m.source).sort()).toEqual(Object.keys(good).sort());
  }, 60_000);
});

describe('domain ranks', () => {
  afterAll(() => {
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  });

  it('reports an import up a floor, one across a floor and a domain on no floor; tests may wire domains', async () => {
    const { violations } = await cruiseTree({
      'server/domains/orders/service.ts': 'export const buyersBetween = () => new Set<string>();\n',
      'server/domains/membership/service.ts': "export const cardStatusOf = () => 'active';\n",
      // Up: membership (floor 3) asks orders (floor 6) itself, instead of taking the answer from app.ts.
      'server/domains/membership/card-life.ts':
        "import { buyersBetween } from '../orders/service.ts';\nexport const run = () => buyersBetween();\n",
      // Across: cart and wishlist share floor 5. Down (cart to membership) is allowed.
      'server/domains/wishlist/service.ts': 'export const items = () => [];\n',
      'server/domains/cart/service.ts':
        "import { cardStatusOf } from '../membership/service.ts';\nimport { items } from '../wishlist/service.ts';\nexport const bag = () => [items(), cardStatusOf()];\n",
      // A new domain nobody gave a floor.
      'server/domains/gifts/service.ts':
        "import { cardStatusOf } from '../membership/service.ts';\nexport const gift = () => cardStatusOf();\n",
      // A test wires domains together, as app.ts does.
      'server/domains/membership/card-life.test.ts':
        "import { expect, it } from 'vitest';\nimport { buyersBetween } from '../orders/service.ts';\nit('asks', () => expect(buyersBetween().size).toBe(0));\n",
    });
    const byRule = (a: { rule: string }, b: { rule: string }) => a.rule.localeCompare(b.rule);
    expect(violations.sort(byRule)).toEqual([
      {
        rule: 'domain-has-rank',
        from: 'server/domains/gifts/service.ts',
        to: 'server/domains/membership/service.ts',
      },
      {
        rule: 'domain-rank-3',
        from: 'server/domains/membership/card-life.ts',
        to: 'server/domains/orders/service.ts',
      },
      {
        rule: 'domain-rank-5',
        from: 'server/domains/cart/service.ts',
        to: 'server/domains/wishlist/service.ts',
      },
    ]);
  }, 60_000);

  it('holds on the real tree, where every domain stands on a floor', async () => {
    const config = createRequire(import.meta.url)('../.dependency-cruiser.cjs') as {
      forbidden: { name: string; from: { path?: string } }[];
    };
    const ranked = config.forbidden
      .filter((rule) => /^domain-rank-\d+$/.test(rule.name))
      .flatMap((rule) => /\(([^)]+)\)/.exec(rule.from.path ?? '')![1]!.split('|'));
    const folders = readdirSync(join(root, 'server/domains'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(ranked.sort()).toEqual(folders.sort());

    const { cruise } = await import('dependency-cruiser');
    const { default: extractDepcruiseOptions } = await import(
      'dependency-cruiser/config-utl/extract-depcruise-options'
    );
    const options = await extractDepcruiseOptions(join(root, '.dependency-cruiser.cjs'));
    const { output } = await cruise(['server/domains'], {
      ...options,
      baseDir: root,
      tsConfig: { fileName: join(root, 'tsconfig.json') },
    });
    if (typeof output === 'string') throw new Error('expected a cruise result');
    expect(output.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`)).toEqual([]);
    expect(output.modules.some((m) => m.source === 'server/domains/orders/service.ts')).toBe(true);
  }, 60_000);
});
