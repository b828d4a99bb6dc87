import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './scripts/precompress.ts';
import {
  ACCOUNT_PRELOAD_PATHS,
  ACCOUNT_REQUEST,
  PAGE_FIRST_REQUESTS,
  PAGE_MODULES,
} from './web/app/page-modules.ts';

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

const apiPort = Number(process.env.API_PORT ?? 5001);

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), preloadCriticalFonts(), routePreloads(), precompress()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
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
