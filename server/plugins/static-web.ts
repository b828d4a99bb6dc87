import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const HAS_EXTENSION = /\/[^/]*\.[a-z0-9]+$/i;

/** A file read once and again only when it changes on disk (a rebuild while the server runs). */
function cachedFile<T>(path: string, parse: (text: string) => T, fallback: T) {
  let mtime = -1;
  let value = fallback;
  return (): T => {
    try {
      const now = statSync(path).mtimeMs;
      if (now !== mtime) {
        value = parse(readFileSync(path, 'utf8'));
        mtime = now;
      }
    } catch {
      value = fallback;
      mtime = -1;
    }
    return value;
  };
}

/** The route pattern (`/boards/:storefront`) among `patterns` that a concrete path matches, if any. */
export function routePatternOf(path: string, patterns: readonly string[]): string | undefined {
  const parts = path.split('/');
  return patterns.find((pattern) => {
    if (!pattern.includes('/:')) return false;
    const want = pattern.split('/');
    return (
      want.length === parts.length &&
      want.every((seg, i) => (seg.startsWith(':') ? (parts[i] ?? '') !== '' : seg === parts[i]))
    );
  });
}

const THEME_CLASSES = new Set(['dark', 'burgundy', 'black']);

/**
 * The HTML for a path: <link rel="modulepreload"> for that page's chunks (dist/web/route-preloads.json),
 * and the visitor's theme class on <html> from the `theme` cookie the web app sets, so a prerendered
 * page is drawn in the right theme from its first paint.
 */
export function pageHtml(
  html: string,
  preloads: Record<string, string[]>,
  path: string,
  theme?: string,
): string {
  const key = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const files = preloads[key] ?? preloads[routePatternOf(key, Object.keys(preloads)) ?? ''] ?? [];
  let out = html;
  if (theme && THEME_CLASSES.has(theme)) out = out.replace(/<html([^>]*)>/, `<html$1 class="${theme}">`);
  if (files.length === 0) return out;
  const links = files.map((f) => `<link rel="modulepreload" crossorigin href="${f}">`).join('');
  return out.replace('</head>', `${links}</head>`);
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and the SPA
 * fallback for every GET that is not under /api and names no file extension.
 */
async function staticWeb(app: FastifyInstance) {
  const root = app.config.webDir;
  const hasWeb = root !== undefined && existsSync(join(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: false,
      // The build writes .br and .gz copies (scripts/precompress.ts); files without one are
      // compressed on the fly by @fastify/compress.
      preCompressed: true,
      setHeaders(res, path) {
        if (path.includes(`${join(root, 'assets')}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        } else if (path.endsWith('.html')) {
          res.header('Cache-Control', 'no-cache');
        } else {
          res.header('Cache-Control', 'public, max-age=86400');
        }
      },
    });
  }

  const indexHtml = cachedFile(join(root ?? '', 'index.html'), (t) => t, '');
  const routePreloads = cachedFile<Record<string, string[]>>(
    join(root ?? '', 'route-preloads.json'),
    JSON.parse,
    {},
  );
  const prerendered = cachedFile<Record<string, string>>(
    join(root ?? '', 'prerendered.json'),
    JSON.parse,
    {},
  );
  const prerenderedHtml = new Map<string, () => string>();
  /** The HTML for a path: its prerendered page when the build made one, else the app shell. */
  const baseHtml = (path: string) => {
    const file = prerendered()[path.length > 1 ? path.replace(/\/+$/, '') : path];
    if (!file) return indexHtml();
    let read = prerenderedHtml.get(file);
    if (!read) {
      read = cachedFile(join(root ?? '', file), (t) => t, '');
      prerenderedHtml.set(file, read);
    }
    return read() || indexHtml();
  };
  const sendPage = (request: FastifyRequest, path: string, reply: FastifyReply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Cookie')
      .type('text/html; charset=utf-8')
      .send(pageHtml(baseHtml(path), routePreloads(), path, request.cookies.theme));

  // Files are looked up per request (a rebuild while running serves the new assets); "/" is the app.
  if (hasWeb) app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(request, '/', reply));

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path === '/api' || path.startsWith('/api/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply
        .status(404)
        .send({ message: `No API route ${request.method} ${path}.`, code: 'NOT_FOUND' });
    }
    if (HAS_EXTENSION.test(path) || !hasWeb) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    return sendPage(request, path, reply);
  });
}

export default fp(staticWeb, { name: 'static-web', dependencies: ['db'] });
