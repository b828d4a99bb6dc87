import { join } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/precompress.ts';
import { pureContracts } from './scripts/pure-contracts.ts';
import {
  ACCOUNT_PRELOAD_PATHS,
  ACCOUNT_REQUEST,
  PAGE_FIRST_REQUESTS,
  PAGE_MODULES,
} from './web/app/route-table.ts';

/** Fonts the first screen needs: preloaded so text does not wait for the stylesheet to discover them. */
const CRITICAL_FONTS = [
  /inter-latin-wght-normal-[\w-]+\.woff2$/,
  /cormorant-garamond-latin-500-normal-[\w-]+\.woff2$/,
];

function preloadCriticalFonts(): Plugin {
  return {
    name: 'roslis:preload-critical-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const files = Object.keys(ctx.bundle ?? {}).filter((f) => CRITICAL_FONTS.some((re) => re.test(f)));
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * The built index.html loads the app after its first paint: Vite's module script and modulepreload links
 * become one deferred web/public/boot.js tag (data-main, data-preload), which starts them once the page
 * (the loading shell, or a prerendered page) is on screen. On a slow phone that paint then waits for the
 * HTML and the stylesheet alone, not for 200 kB of JavaScript sharing the connection. The server adds a
 * page's own chunks and a member's first API requests to the tag (server/plugins/static-web.ts).
 */
function bootAfterFirstPaint(): Plugin {
  return {
    name: 'roslis:boot-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const main = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(html);
        if (!main) throw new Error('roslis:boot-after-first-paint: index.html has no module script');
        const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
        const chunks = preloads.map((m) => m[1]).join(' ');
        let out = html.replace(
          main[0],
          `<script defer src="/boot.js" data-main="${main[1]}" data-preload="${chunks}"></script>`,
        );
        for (const m of preloads) out = out.replace(m[0], '');
        return out;
      },
    },
  };
}

/**
 * dist/web/route-preloads.json: for each path, the JS chunks of its page; dist/web/page-requests.json:
 * the API requests of PAGE_FIRST_REQUESTS (both read by the server).
 */
function routePreloads(): Plugin {
  return {
    name: 'roslis:route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byModule = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId!, c]));
      const closure = (fileName: string, seen: Set<string>) => {
        if (seen.has(fileName)) return;
        const chunk = chunks.find((c) => c.fileName === fileName);
        if (!chunk || chunk.isEntry) return;
        seen.add(fileName);
        for (const dep of chunk.imports) closure(dep, seen);
      };
      const map: Record<string, string[]> = {};
      for (const [path, module] of Object.entries(PAGE_MODULES)) {
        const chunk = [...byModule.entries()].find(([id]) => id.endsWith(`/web/${module}`))?.[1];
        if (!chunk) this.error(`route-preloads: no chunk for ${module} (${path})`);
        const files = new Set<string>();
        closure(chunk.fileName, files);
        map[path] = [...files].map((f) => `/${f}`);
      }
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(map) });
      // dist/web/page-requests.json: the API requests the server preloads for a signed-in visit.
      const requests = {
        account: ACCOUNT_REQUEST,
        accountPaths: ACCOUNT_PRELOAD_PATHS,
        pages: PAGE_FIRST_REQUESTS,
      };
      this.emitFile({ type: 'asset', fileName: 'page-requests.json', source: JSON.stringify(requests) });
    },
  };
}

/**
 * The app's small shared modules in one chunk: the UI kit, the shell, the catalog and cart pieces and
 * the icons that two or more pages use. Left alone, Rolldown gives each its own 1-6 kB chunk, and a
 * board then starts 20 requests, which a phone on HTTP/1.1 fetches six at a time, a round trip a wave.
 * Larger libraries a few pages need, the legal texts and the staff dashboards' kit (tables, charts, paged
 * lists: members never load it) stay in chunks of their own. So do the forms' pieces (the address form,
 * the form field, the form messages): a module in this chunk brings what it imports, and they import
 * zod and react-hook-form, which every page would then load (bench:bundle checks the entry has neither).
 */
const SHARED_CHUNK = {
  name: 'shared',
  minShareCount: 2,
  test: /\/web\/(components\/(?!legal\/|ColourSwatch|charts\/|ui\/(DataTable|QueryState|Field)|addresses\/)|lib\/(?!use-cursor-pages|i18n\/form-messages)|shell\/|app\/)|\/web\/features\/(catalog|cart)\/|lucide-react|class-variance-authority|clsx|tailwind-merge/,
};

/**
 * The Malayalam catalogues in one chunk of their own (web/lib/i18n/lazy.ts loads them together when
 * Malayalam is chosen), named so the service worker leaves it, and the Malayalam font, out of its install:
 * an English visitor downloads no Malayalam bytes, even in the background.
 */
const MALAYALAM_CHUNK = { name: 'locale-ml', test: /\/web\/locales\/ml\// };

const apiPort = Number(process.env.API_PORT ?? 5001);

/** The prerender's server build (scripts/prerender.ts) has no service worker or manifest of its own. */
const SSR_BUILD = process.argv.includes('--ssr');

/**
 * The installable app: the web manifest (dist/web/manifest.webmanifest) and the service worker
 * (web/sw.ts -> dist/web/sw.js, which says what it caches and what it never does). The page registers
 * the worker itself, after its first paint (web/shell/pwa/register.ts), so nothing is injected into the HTML
 * but the manifest's link.
 */
function installableApp() {
  return VitePWA({
    disable: SSR_BUILD,
    strategies: 'injectManifest',
    srcDir: '.',
    filename: 'sw.ts',
    injectRegister: false,
    registerType: 'prompt',
    manifestFilename: 'manifest.webmanifest',
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: 'Roslis',
      short_name: 'Roslis',
      description: "The membership card for women's wear: members-only designs from Kerala, sizes up to 8XL.",
      start_url: '/',
      scope: '/',
      display: 'standalone',
      // The light theme's background (web/shell/theme.ts, THEME_COLORS.light).
      theme_color: '#f5efe6',
      background_color: '#f5efe6',
      lang: 'en-IN',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      // The shell: the code, the stylesheet, the Latin fonts (other scripts' subsets load when a page
      // needs them), the icons and the offline page. Not the HTML pages (always from the network), not
      // the build's own lists, not the compressed copies.
      globPatterns: [
        'assets/*.{js,css}',
        'assets/*-latin-*.woff2',
        'offline.html',
        'offline.js',
        'boot.js',
        'favicon.svg',
        'icons/icon-192.png',
      ],
      // Nor the staff's code: the back office, its tabs, charts and tables, the advisors' and sales pages
      // (a member never downloads them, e2e/admin-chunk.spec.ts; a phone would fetch half a megabyte
      // more at install). They load from the network when staff open them.
      globIgnores: [
        '**/*.br',
        '**/*.gz',
        'prerendered/**',
        '.vite/**',
        'assets/{Admin,Advisor,advisor,Sales,Mailbox,DataTable,recharts,chart}*',
        'assets/*{Tab,Chart,ChartCard}-*',
        // Malayalam: its catalogues and its font's stylesheets load from the network when chosen.
        'assets/{locale-ml,malayalam}-*',
      ],
      // Hashed files are named by their content: their URL is their revision.
      dontCacheBustURLsMatching: /^assets\//,
      maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
    },
  });
}

/**
 * The public pages' own build (scripts/prerender.ts runs it after the app's): web/islands.tsx and
 * the islands it loads, into dist/web/assets beside the app's files. Apart from the app's build on
 * purpose: there, every module two pages share goes into the one shared chunk, which a page with a
 * menu and a theme switch does not need.
 */
const ISLANDS_BUILD = process.env.ROSLIS_BUILD === 'islands';

const islandsConfig = defineConfig({
  root: 'web',
  publicDir: false,
  plugins: [pureContracts(), react(), precompress()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: false,
    target: 'es2022',
    sourcemap: false,
    // Which files the islands entry and each island load (scripts/prerender.ts, bench/bundle.ts).
    manifest: '.vite/islands-manifest.json',
    rolldownOptions: {
      input: { islands: join(import.meta.dirname, 'web/islands.tsx') },
      output: {
        entryFileNames: 'assets/islands-[hash].js',
        chunkFileNames: 'assets/island-[name]-[hash].js',
      },
    },
  },
});

export default ISLANDS_BUILD
  ? islandsConfig
  : defineConfig({
      root: 'web',
      publicDir: 'public',
      plugins: [
        pureContracts(),
        react(),
        tailwindcss(),
        preloadCriticalFonts(),
        bootAfterFirstPaint(),
        routePreloads(),
        installableApp(),
        precompress(),
      ],
      build: {
        outDir: '../dist/web',
        emptyOutDir: true,
        target: 'es2022',
        sourcemap: false,
        // dist/web/.vite/manifest.json: which files each entry and page loads (bench/bundle.ts checks their budgets).
        manifest: true,
        chunkSizeWarningLimit: 400,
        rolldownOptions: { output: { codeSplitting: { groups: [SHARED_CHUNK, MALAYALAM_CHUNK] } } },
      },
      server: {
        port: Number(process.env.PORT ?? 5000),
        // Keep the browser's Host header (Vite's string shorthand rewrites it), so the API's same-site
        // Origin check sees the address the page came from.
        proxy: Object.fromEntries(
          ['/api', '/media', '/healthz'].map((prefix) => [
            prefix,
            { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
          ]),
        ),
      },
    });
