import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ResponseCache, sendCached } from '../lib/http-cache.ts';
import { injectHead, type PageHead, withLeadPicture, withLeadPictures } from '../lib/page-head.ts';
import { boardLeadPictures } from './board-lead.ts';

const HAS_EXTENSION = /\/[^/]*\.[a-z0-9]+$/i;
/**
 * A digital card's QR link, /verify-card/{payload}.{signature}: a page, though its signature can look
 * like a file extension (base64url without '-' or '_', about one link in four); never for search engines.
 */
const CARD_LINK = /^\/verify-card\/[^/]+$/;

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
 * The service worker and the web manifest keep their names from build to build: they are checked with
 * the server on every use (no-cache), so a deploy reaches an installed app on its next visit, and the
 * worker is never kept as an immutable or day-long file. (So is the offline page's script, which the
 * worker precaches by its own revision.)
 */
export const INSTALLABLE_APP_FILES = new Set(['/sw.js', '/manifest.webmanifest', '/offline.js']);

/** An HTML file as read, with a short digest of its text that names this build of it. */
interface HtmlFile {
  text: string;
  stamp: string;
}
const NO_FILE: HtmlFile = { text: '', stamp: '' };
const htmlFile = (text: string): HtmlFile => ({
  text,
  stamp: createHash('sha1').update(text).digest('base64url').slice(0, 16),
});

/** The assembled pages kept (their bytes and compressed copies): the public pages and recent products. */
const PAGE_CACHE_BYTES = 48 * 1024 * 1024;

/** dist/web/page-requests.json (vite.config.ts, from web/app/route-table.ts). */
export interface PageRequests {
  /** The account check, with `:userId`. */
  account: string;
  /** Paths whose signed-in visits preload the account check. */
  accountPaths: string[];
  /** Path -> the API requests that page makes first. */
  pages: Record<string, string[]>;
}

/** A path as the build's maps key it: without a trailing slash (except "/"). */
const pathKey = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * The API requests boot.js preloads on `path` for a signed-in visit: its account check (with `:userId`)
 * and the page's first requests; none for a path the build did not list.
 */
export function dataPreloads(requests: PageRequests, path: string): string[] {
  const key = pathKey(path);
  if (!requests.accountPaths.includes(key)) return [];
  return [requests.account, ...(requests.pages[key] ?? [])];
}

/** The deferred web/public/boot.js tag of the built HTML (vite.config.ts, bootAfterFirstPaint). */
const BOOT_TAG = /<script defer src="\/boot\.js"([^>]*)><\/script>/;

const escapeAttr = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * The HTML for a path. Its boot.js tag, which starts the app after the first paint, also gets that
 * page's chunks (data-preload, from dist/web/route-preloads.json) and the signed-in member's first API
 * requests (data-fetch). <html> gets the visitor's theme class from the `theme` cookie the web app
 * sets, so a page is drawn in the right theme from its first paint.
 */
export function pageHtml(
  html: string,
  preloads: Record<string, string[]>,
  path: string,
  theme?: string,
  data: readonly string[] = [],
): string {
  const key = pathKey(path);
  const files = preloads[key] ?? preloads[routePatternOf(key, Object.keys(preloads)) ?? ''] ?? [];
  let out = html;
  if (theme && THEME_CLASSES.has(theme)) out = out.replace(/<html([^>]*)>/, `<html$1 class="${theme}">`);
  if (files.length === 0 && data.length === 0) return out;
  return out.replace(BOOT_TAG, (_tag, attrs: string) => {
    const shared = /data-preload="([^"]*)"/.exec(attrs)?.[1]?.split(' ').filter(Boolean) ?? [];
    const chunks = [...new Set([...shared, ...files])].join(' ');
    const fetches = data.length > 0 ? ` data-fetch="${data.map(escapeAttr).join(' ')}"` : '';
    return `<script defer src="/boot.js"${attrs.replace(/ data-preload="[^"]*"/, '')} data-preload="${chunks}"${fetches}></script>`;
  });
}

export interface StaticWebOptions {
  /**
   * The head tags (title, description, canonical, Open Graph, Twitter, JSON-LD) of a path's HTML for
   * link previews and search engines, or undefined to send the HTML as built (app.ts: the seo domain).
   */
  pageHead?: (path: string, query: URLSearchParams) => Promise<PageHead | undefined>;
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and the SPA
 * fallback for every GET that is not under /api and names no file extension.
 */
async function staticWeb(app: FastifyInstance, opts: StaticWebOptions) {
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
      // The build's own files stay private: .vite/manifest.json (source paths, read by bench/bundle.ts)
      // and .build-hash answer 404 like any missing file.
      dotfiles: 'ignore',
      // A page's path (no file extension) is never a file: it goes straight to the page below, without
      // looking on disk for it and its compressed copies first.
      allowedPath: (path) => HAS_EXTENSION.test(path) && !CARD_LINK.test(path),
      setHeaders(res, path) {
        if (path.endsWith('.webmanifest'))
          res.header('Content-Type', 'application/manifest+json; charset=utf-8');
        if (path.includes(`${join(root, 'assets')}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        } else if (path.endsWith('.html') || INSTALLABLE_APP_FILES.has(`/${relative(root, path)}`)) {
          res.header('Cache-Control', 'no-cache');
        } else {
          res.header('Cache-Control', 'public, max-age=86400');
        }
      },
    });
  }

  const indexHtml = cachedFile(join(root ?? '', 'index.html'), htmlFile, NO_FILE);
  const routePreloads = cachedFile<Record<string, string[]>>(
    join(root ?? '', 'route-preloads.json'),
    JSON.parse,
    {},
  );
  const pageRequests = cachedFile<PageRequests>(join(root ?? '', 'page-requests.json'), JSON.parse, {
    account: '',
    accountPaths: [],
    pages: {},
  });
  const prerendered = cachedFile<Record<string, string>>(
    join(root ?? '', 'prerendered.json'),
    JSON.parse,
    {},
  );
  const prerenderedHtml = new Map<string, () => HtmlFile>();
  /** A path's prerendered page, when the build made one. */
  const prerenderedPage = (path: string): HtmlFile => {
    const file = prerendered()[pathKey(path)];
    if (!file) return NO_FILE;
    let read = prerenderedHtml.get(file);
    if (!read) {
      read = cachedFile(join(root ?? '', file), htmlFile, NO_FILE);
      prerenderedHtml.set(file, read);
    }
    return read();
  };
  /**
   * A page's bytes are a function of the built file, the path's chunks, the theme, the member's first
   * requests and the head the seo domain gives the path (which names the product's current facts). So
   * each page is put together, and compressed, once per build and per change of its head, and kept
   * with a strong ETag from those inputs: every process computes the same one, and a browser that
   * revalidates gets a 304 without a byte of HTML.
   */
  const pages = new ResponseCache(PAGE_CACHE_BYTES);
  // The seo domain hands out the same head object while it remembers it: its text is made once.
  const headTexts = new WeakMap<PageHead, string>();
  const headKey = (head: PageHead) => {
    let text = headTexts.get(head);
    if (text === undefined) {
      text = JSON.stringify(head);
      headTexts.set(head, text);
    }
    return text;
  };
  /** A prerendered page, else the app shell (index.html), with the path's chunks and data requests. */
  const sendPage = async (request: FastifyRequest, path: string, reply: FastifyReply) => {
    const prerenderedFile = prerenderedPage(path);
    const file = prerenderedFile.text ? prerenderedFile : indexHtml();
    // A signed-in member's first API requests start with the code; a query string (filters) changes them.
    const templates =
      prerenderedFile.text || request.url.includes('?') ? [] : dataPreloads(pageRequests(), path);
    const userId = templates.length > 0 ? (await request.getSession())?.userId : undefined;
    const data = userId ? templates.map((url) => url.replace(':userId', encodeURIComponent(userId))) : [];
    const theme =
      request.cookies.theme && THEME_CLASSES.has(request.cookies.theme) ? request.cookies.theme : '';
    const head = await headOf(request, path);
    // A board's first row, drawn in its HTML for a signed-in member (a product's or a storefront's photo
    // comes with its head).
    const listUrl = data.find((url) => url.startsWith('/api/products?'));
    const tiles = userId ? await boardLeadPictures(app, request, path, listUrl) : [];
    const key = [
      file.stamp,
      pathKey(path),
      theme,
      data.join(' '),
      head ? headKey(head) : '',
      tiles.map((t) => t.href).join(' '),
    ].join('\n');
    const entry = await pages.getOrBuild(key, async () => {
      let html = pageHtml(file.text, routePreloads(), path, theme, data);
      if (head?.photo) html = withLeadPicture(html, head.photo);
      else if (tiles.length > 0) html = withLeadPictures(html, 'board', tiles);
      return {
        etag: `"p${createHash('sha1').update(key).digest('base64url').slice(0, 22)}"`,
        body: Buffer.from(head ? injectHead(html, head) : html),
        meta: undefined,
      };
    });
    if (CARD_LINK.test(path)) reply.header('X-Robots-Tag', 'noindex, nofollow');
    // A page with a member's requests in it is theirs alone: no shared cache may keep it.
    return sendCached(
      request,
      reply,
      entry,
      data.length > 0 ? 'private, no-cache' : 'no-cache',
      'text/html; charset=utf-8',
    );
  };

  /** The path's preview tags; a failure to read them (the database) leaves the page as built. */
  async function headOf(request: FastifyRequest, path: string) {
    if (!opts.pageHead) return undefined;
    try {
      return await opts.pageHead(path, new URLSearchParams(request.url.split('?')[1] ?? ''));
    } catch (error) {
      request.log.warn({ err: error }, 'page head failed; sending the page without preview tags');
      return undefined;
    }
  }

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
    if ((HAS_EXTENSION.test(path) && !CARD_LINK.test(path)) || !hasWeb) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    return sendPage(request, path, reply);
  });
}

export default fp(staticWeb, { name: 'static-web', dependencies: ['db', 'session'] });
