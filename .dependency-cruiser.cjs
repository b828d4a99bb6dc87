// The import rules, checked by `npm run lint:imports` (dependency-cruiser); docs/architecture.md tells
// the layers they keep. Paths are relative to the repository root. A server "service" is any file of a
// domain that is not routes.ts / *-routes.ts, a repo or a test; a domain's public face is its service.ts
// (or index.ts).

const TEST = '\\.test\\.tsx?$';
const TEST_SUPPORT = '^(server|web)/(test|.*/test)/'; // test helpers and fixtures folders
const REPO = '^server/domains/[^/]+/(repo[^/]*|[^/]+-repo)\\.ts$';
const PKG = '(^|/)node_modules/';
const ROUTES = '^server/domains/[^/]+/(routes|[^/]+-routes)\\.ts$'; // routes.ts and the plugins it registers

/**
 * The server's domains by rank, lowest floor first. A domain imports only domains on floors below its
 * own, never one beside it or above: every arrow between domains runs down, so no two domains can import
 * each other, directly or round a circle of several (the file-by-file no-circular rule cannot see a
 * circle of folders). Each floor holds the domains that need only the floors below it; what a lower
 * domain must ask of a higher one, app.ts hands it as an option (membership's buyersBetween). Tests are
 * free here: like app.ts, they wire domains together. A new domain takes a floor in this list (and a
 * line in docs/architecture.md), or `domain-has-rank` fails.
 */
const DOMAIN_RANKS = [
  [
    'identity',
    'audit',
    'payments',
    'notices',
    'delivery-reports',
    'preferences',
    'health',
    'site',
    'dev',
    'card-rules',
    'pricing',
  ],
  ['accounts', 'advisors'],
  ['membership', 'sales', 'staff'],
  ['catalog', 'onboarding'],
  ['cart', 'deals', 'fit', 'seo', 'voting', 'wishlist'],
  ['orders'],
];

const domainsPath = (names) => `^server/domains/(${names.join('|')})/`;

/** One rule per floor: its domains may not import a domain on their floor or above (only down). */
const rankRules = DOMAIN_RANKS.map((floor, i) => ({
  name: `domain-rank-${i + 1}`,
  comment: `Floor ${i + 1} (${floor.join(', ')}) imports only domains on lower floors: arrows between domains run down, so they never make a circle.`,
  severity: 'error',
  from: { path: domainsPath(floor), pathNot: TEST },
  to: { path: domainsPath(DOMAIN_RANKS.slice(i).flat()), pathNot: '^server/domains/$1/' },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    // ---- whole tree
    {
      name: 'no-circular',
      comment: 'A cycle means neither file can be understood, tested or moved without the other.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-orphans',
      comment:
        'A module that imports nothing and that nothing imports is dead code (web/public: loaded by HTML).',
      severity: 'error',
      from: { orphan: true, pathNot: ['^web/public/', '\\.d\\.ts$'] },
      to: {},
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that does not resolve would slip past every other rule (and fail at run time).',
      severity: 'error',
      from: {},
      // virtual:pwa-register is vite-plugin-pwa's module (vite.config.ts, installableApp): the build makes it.
      to: { couldNotResolve: true, pathNot: '^virtual:pwa-register$' },
    },
    {
      name: 'not-to-undeclared-package',
      comment: 'A package that package.json does not name may vanish with any install.',
      severity: 'error',
      from: { pathNot: '^web/sw\\.ts$' },
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'service-worker-only-workbox-modules',
      comment:
        'The service worker (web/sw.ts) is built from workbox modules that workbox-build, which package.json names, pins at its own version: those alone, no other undeclared package.',
      severity: 'error',
      from: { path: '^web/sw\\.ts$' },
      to: {
        dependencyTypes: ['npm-no-pkg', 'npm-unknown'],
        pathNot:
          '(^|/)node_modules/workbox-(core|precaching|routing|strategies|expiration|cacheable-response)/',
      },
    },
    {
      name: 'no-dev-dependency-in-production',
      comment: 'Production code runs after `npm ci --omit=dev`; devDependencies belong to tests and tools.',
      severity: 'error',
      from: { path: '^(contracts|server|web)/', pathNot: [TEST, TEST_SUPPORT] },
      to: { dependencyTypes: ['npm-dev'] },
    },
    {
      name: 'no-test-code-in-production',
      comment: 'Test helpers and tests are not shipped; production code must not lean on them.',
      severity: 'error',
      from: { path: '^(contracts|server|web)/', pathNot: [TEST, TEST_SUPPORT] },
      to: { path: [TEST, TEST_SUPPORT] },
    },

    // ---- contracts
    {
      name: 'contracts-only-zod',
      comment: 'contracts/ is shared by server and web bundle: zod and other contracts only (never Drizzle).',
      severity: 'error',
      from: { path: '^contracts/', pathNot: TEST },
      to: { dependencyTypesNot: ['core'], pathNot: ['^contracts/', `${PKG}zod/`] },
    },
    {
      name: 'contracts-no-node-builtins',
      comment: 'contracts/ runs in the browser too, where Node built-ins do not exist.',
      severity: 'error',
      from: { path: '^contracts/', pathNot: TEST },
      to: { dependencyTypes: ['core'] },
    },

    // ---- server layers
    {
      name: 'server-not-to-web',
      comment: 'The server never depends on web code; shared shapes live in contracts/.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^web/' },
    },
    {
      name: 'server-lower-layers-not-up',
      comment: 'server/lib and server/db sit below plugins and domains: they must not reach up.',
      severity: 'error',
      from: { path: '^server/(lib|db)/' },
      to: { path: '^server/(domains/|plugins/|app\\.ts$|main\\.ts$|start\\.ts$)' },
    },
    {
      name: 'server-plugins-not-to-domains',
      comment:
        'Plugins are cross-cutting infrastructure that every domain uses, so they cannot depend on one.',
      severity: 'error',
      from: { path: '^server/plugins/' },
      to: { path: '^server/domains/' },
    },
    {
      name: 'repo-not-to-routes-or-services',
      comment: 'A repo only runs queries: it never calls up into HTTP routes or business logic.',
      severity: 'error',
      from: { path: REPO },
      to: { path: '^server/domains/', pathNot: REPO },
    },
    {
      name: 'service-not-to-fastify',
      comment: 'Services hold logic without HTTP, so they run from jobs, scripts and tests without Fastify.',
      severity: 'error',
      from: { path: '^server/domains/[^/]+/', pathNot: [ROUTES, TEST] },
      to: { path: `${PKG}(fastify|fastify-plugin|fastify-type-provider-zod|@fastify/[^/]+)/` },
    },
    {
      name: 'no-cross-domain-repo',
      comment: "Each table has one owner: another domain's data is reached through that domain's service.",
      severity: 'error',
      from: { path: '^server/domains/([^/]+)/' },
      to: { path: REPO, pathNot: '^server/domains/$1/' },
    },
    {
      name: 'cross-domain-only-through-service',
      comment:
        'A domain uses another only through its service.ts (or index.ts), never its routes or internals.',
      severity: 'error',
      from: { path: '^server/domains/([^/]+)/' },
      to: {
        path: '^server/domains/',
        pathNot: ['^server/domains/$1/', '^server/domains/[^/]+/(service|index)\\.ts$', REPO],
      },
    },
    ...rankRules,
    {
      name: 'domain-has-rank',
      comment: 'Every domain stands on a floor of DOMAIN_RANKS, so the ranks hold for it too.',
      severity: 'error',
      from: { path: '^server/domains/[^/]+/', pathNot: domainsPath(DOMAIN_RANKS.flat()) },
      to: {},
    },

    // ---- web layers: app -> shell -> features -> components -> lib -> contracts
    {
      name: 'web-not-to-server',
      comment: 'The browser bundle never imports server code (secrets, Node-only modules); use contracts/.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^server/' },
    },
    {
      name: 'web-feature-not-to-other-feature',
      comment: 'Features are independent slices; what two features share moves down to components or lib.',
      severity: 'error',
      from: { path: '^web/features/([^/]+)/' },
      to: { path: '^web/features/', pathNot: '^web/features/$1/' },
    },
    {
      name: 'web-feature-not-to-app-or-shell',
      comment:
        'app/ and shell/ compose features, so a feature importing them points up (paths live in web/lib).',
      severity: 'error',
      from: { path: '^web/features/' },
      to: { path: '^web/(app|shell)/' },
    },
    {
      name: 'web-shell-not-to-features-or-app',
      comment:
        'The shell frames every page; it takes what it needs from components and lib, not from features.',
      severity: 'error',
      from: { path: '^web/shell/' },
      to: { path: '^web/(features|app)/' },
    },
    {
      name: 'web-components-only-lib',
      comment: 'Shared components stay generic: only other components, web/lib, contracts and packages.',
      severity: 'error',
      from: { path: '^web/components/' },
      to: {
        dependencyTypesNot: ['core'],
        pathNot: ['^web/(components|lib)/', '^contracts/', PKG, TEST_SUPPORT],
      },
    },
    {
      name: 'web-lib-only-contracts',
      comment:
        'web/lib is the bottom of the web app: only itself, contracts, packages and the catalogues (web/locales, JSON).',
      severity: 'error',
      from: { path: '^web/lib/' },
      to: {
        dependencyTypesNot: ['core'],
        pathNot: ['^web/lib/', '^contracts/', '^web/locales/[^/]+/[^/]+\\.json$', PKG, TEST_SUPPORT],
      },
    },
  ],
  options: {
    // Type-only imports couple modules just as much, so they count.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    moduleSystems: ['es6', 'cjs'],
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|data)/|^server/db/migrations/' },
    // Resolve package.json "imports" (#contracts/*), "exports" and the .ts extensions as Vite and tsx do.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.jsx', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
