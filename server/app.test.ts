import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFile } from '../scripts/precompress.ts';
import { parseEnv } from './env.ts';
import { redactUrl } from './lib/logger.ts';
import { NUL_MESSAGE } from './plugins/security.ts';
import { buildTestApp, type TestApp } from './test/app.ts';
import { loginAs } from './test/auth.ts';
import { createUser } from './test/factories.ts';

let app: TestApp;
const webDir = mkdtempSync(join(tmpdir(), 'roslis-web-'));
/** The built HTML's boot.js tag (vite.config.ts bootAfterFirstPaint), with the app's shared chunk. */
const BOOT =
  '<script defer src="/boot.js" data-main="/assets/index-abc.js" data-preload="/assets/shared-abc.js"></script>';
/** That tag as the server sends it for a page with these chunks and API requests. */
const bootWith = (chunks: string[], fetches: string[] = []) =>
  `<script defer src="/boot.js" data-main="/assets/index-abc.js" data-preload="${['/assets/shared-abc.js', ...chunks].join(' ')}"` +
  `${fetches.length ? ` data-fetch="${fetches.join(' ')}"` : ''}></script>`;

beforeAll(async () => {
  writeFileSync(
    join(webDir, 'index.html'),
    `<!doctype html><html><head><title>Roslis</title>${BOOT}</head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(join(webDir, 'robots.txt'), 'User-agent: *\nDisallow: /api/\n');
  writeFileSync(
    join(webDir, 'route-preloads.json'),
    JSON.stringify({
      '/card': ['/assets/CardPage-abc.js'],
      '/card2': ['/assets/ComparePage-abc.js'],
      '/boards/:storefront': ['/assets/browse-routes-abc.js'],
    }),
  );
  writeFileSync(
    join(webDir, 'page-requests.json'),
    JSON.stringify({
      account: '/api/auth/account/:userId',
      accountPaths: ['/boards/studio', '/limited-edition'],
      pages: { '/boards/studio': ['/api/products?storefront=STUDIO&limit=50'] },
    }),
  );
  mkdirSync(join(webDir, 'prerendered'));
  writeFileSync(
    join(webDir, 'prerendered', 'card2.html'),
    `<html><head>${BOOT}</head><body><div id="root"><h1>Compare</h1></div></body></html>`,
  );
  writeFileSync(join(webDir, 'prerendered.json'), JSON.stringify({ '/card2': 'prerendered/card2.html' }));
  app = await buildTestApp({ webDir });
});
afterAll(() => app.close());

describe('app', () => {
  it('answers a NUL character anywhere (query, path, body) with a 400 and a message, never a 500', async () => {
    const user = await createUser(app.db, { plan: 'premium', cardStatus: 'active' });
    const { headers } = await loginAs(app, user.email, user.password);
    const asked = [
      await app.inject({ method: 'GET', url: '/api/products?q=%00', headers }),
      await app.inject({ method: 'GET', url: '/api/products/kurta%00', headers }),
      await app.inject({
        method: 'PUT',
        url: `/api/auth/profile/${user.id}`,
        payload: { firstName: 'Ana\u0000nya' },
        headers,
      }),
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'a\u0000@b.in', password: 'x' },
      }),
    ];
    for (const res of asked) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message: NUL_MESSAGE });
    }
    // Nothing was written.
    const profile = await app.inject({ method: 'GET', url: `/api/auth/profile/${user.id}`, headers });
    expect(profile.json().firstName).not.toContain('\u0000');
  });

  it('GET /healthz answers ok once the database answers', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('serves the OpenAPI document and its UI at /api/docs', async () => {
    const doc = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/products', '/api/cart', '/api/cart/{id}']),
    );
    const ui = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });

  it('keeps the API documentation for signed-in staff (production) or turns it off', async () => {
    const staffOnly = await buildTestApp({ apiDocs: 'staff' });
    const off = await buildTestApp({ apiDocs: 'off' });
    try {
      const admin = await createUser(staffOnly.db, { role: 'admin' });
      const member = await createUser(staffOnly.db);
      const as = async (email?: string, password?: string) =>
        email ? (await loginAs(staffOnly, email, password!)).headers : {};
      for (const url of ['/api/docs/json', '/api/docs/']) {
        expect((await staffOnly.inject({ method: 'GET', url })).statusCode, url).toBe(401);
        const asMember = await staffOnly.inject({
          method: 'GET',
          url,
          headers: await as(member.email, member.password),
        });
        expect(asMember.statusCode, url).toBe(403);
        const asAdmin = await staffOnly.inject({
          method: 'GET',
          url,
          headers: await as(admin.email, admin.password),
        });
        expect(asAdmin.statusCode, url).toBe(200);
        expect((await off.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
    } finally {
      await Promise.all([staffOnly.close(), off.close()]);
    }
    expect(parseEnv({ NODE_ENV: 'development' }).apiDocs).toBe('public');
    expect(parseEnv({ API_DOCS: 'off' }).apiDocs).toBe('off');
    expect(() => parseEnv({ API_DOCS: 'everyone' })).toThrow(/API_DOCS/);
  });

  it('sends a real CSP and the other helmet headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(csp).not.toContain('razorpay');
  });

  it('lets Razorpay’s checkout script and frame in only when Razorpay takes the payments', async () => {
    const live = await buildTestApp({
      payments: { provider: 'razorpay', keyId: 'rzp_test_x', keySecret: 'secret', webhookSecret: 'hook' },
    });
    try {
      const csp = String(
        (await live.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy'],
      );
      expect(csp).toContain("script-src 'self' https://checkout.razorpay.com");
      expect(csp).toContain('frame-src https://api.razorpay.com https://checkout.razorpay.com');
      expect(csp).toContain("frame-ancestors 'none'");
    } finally {
      await live.close();
    }
  });

  it('falls back to the web app for page paths, but not for API paths or files', async () => {
    for (const path of ['/', '/studio', '/boards/studio/product/some-slug', '/no/such/page']) {
      const res = await app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toContain('<div id="root">');
      expect(res.headers['cache-control'], path).toBe('no-cache');
    }
    const api = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'No API route GET /api/nothing-here.', code: 'NOT_FOUND' });
    const file = await app.inject({ method: 'GET', url: '/missing.js' });
    expect(file.statusCode).toBe(404);
    // A card's QR link ends in "{payload}.{signature}": a page, not a file, even when the signature
    // happens to look like a file extension; and kept out of search engines.
    for (const token of ['UlNMMTIzNDU2Nzg5MDEyOjE.abcDEF123xyz', 'UlNMMTIzNDU2Nzg5MDEyOjE.ab-_Z9']) {
      const card = await app.inject({ method: 'GET', url: `/verify-card/${token}` });
      expect(card.statusCode, token).toBe(200);
      expect(card.body).toContain('<div id="root">');
      expect(card.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
    expect((await app.inject({ method: 'GET', url: '/studio' })).headers['x-robots-tag']).toBeUndefined();
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Disallow: /api/');
  });

  it("has boot.js start a page's own chunks, after the app's shared ones", async () => {
    for (const path of ['/card', '/card/']) {
      const res = await app.inject({ method: 'GET', url: path });
      expect(res.body).toContain(bootWith(['/assets/CardPage-abc.js']));
    }
    const other = await app.inject({ method: 'GET', url: '/about' });
    expect(other.body).toContain(BOOT);
    // A route with a parameter: the pattern's chunks, for that shape of path only.
    const board = await app.inject({ method: 'GET', url: '/boards/studio?q=kurta' });
    expect(board.body).toContain(bootWith(['/assets/browse-routes-abc.js']));
    for (const path of ['/boards', '/boards/studio/product']) {
      expect((await app.inject({ method: 'GET', url: path })).body).toContain(BOOT);
    }
  });

  it("has boot.js start a signed-in member's first API requests with the page's code", async () => {
    const user = await createUser(app.db, { plan: 'premium', cardStatus: 'active' });
    const { cookie, userId } = await loginAs(app, user.email, user.password);
    const board = await app.inject({ method: 'GET', url: '/boards/studio', cookies: cookie });
    expect(board.body).toContain(
      bootWith(
        ['/assets/browse-routes-abc.js'],
        [`/api/auth/account/${userId}`, '/api/products?storefront=STUDIO&amp;limit=50'],
      ),
    );
    expect(board.headers.vary).toContain('Cookie');
    expect(board.headers['cache-control']).toBe('private, no-cache');
    // A page whose products are for members only: the account check alone.
    const limited = await app.inject({ method: 'GET', url: '/limited-edition/', cookies: cookie });
    expect(limited.body).toContain(bootWith([], [`/api/auth/account/${userId}`]));
    // Signed out, or a stale cookie: nothing to fetch (the page sends the visitor to sign in).
    for (const cookies of [{}, { sid: 'not-a-session' }] as Record<string, string>[]) {
      const res = await app.inject({ method: 'GET', url: '/boards/studio', cookies });
      expect(res.body).not.toContain('data-fetch');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    // Filters in the URL change the requests; other pages have none.
    for (const url of ['/boards/studio?q=kurta', '/about', '/card2']) {
      const res = await app.inject({ method: 'GET', url, cookies: cookie });
      expect(res.body, url).not.toContain('data-fetch');
    }
  });

  it('serves the prerendered HTML of a page the build prerendered', async () => {
    const res = await app.inject({ method: 'GET', url: '/card2' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><h1>Compare</h1></div>');
    expect(res.body).toContain(bootWith(['/assets/ComparePage-abc.js']));
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const other = await app.inject({ method: 'GET', url: '/about' });
    expect(other.body).toContain('<div id="root"></div>');
  });

  it("draws the page in the visitor's theme from the theme cookie, ignoring unknown values", async () => {
    const dark = await app.inject({ method: 'GET', url: '/card2', cookies: { theme: 'burgundy' } });
    expect(dark.body).toContain('<html class="burgundy">');
    expect(dark.headers.vary).toMatch(/Cookie/);
    const bad = await app.inject({ method: 'GET', url: '/card2', cookies: { theme: '"><script>' } });
    expect(bad.body).toContain('<html>');
    const light = await app.inject({ method: 'GET', url: '/', cookies: { theme: 'light' } });
    expect(light.body).toContain('<html><head>');
  });

  it('sends a page with a strong ETag: a revalidation is a 304, a new build or theme another tag', async () => {
    const first = await app.inject({ method: 'GET', url: '/card2' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"p[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await app.inject({ method: 'GET', url: '/card2', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The compressed copy is the same page, and its tag still validates the page.
    const br = await app.inject({ method: 'GET', url: '/card2', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(first.body);
    const brAgain = await app.inject({
      method: 'GET',
      url: '/card2',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) },
    });
    expect(brAgain.statusCode).toBe(304);
    const themed = await app.inject({ method: 'GET', url: '/card2', cookies: { theme: 'dark' } });
    expect(themed.headers.etag).not.toBe(etag);
    // A rebuild while running: the new file's bytes, under a new tag, so a browser's copy is replaced.
    const file = join(webDir, 'prerendered', 'card2.html');
    const built = readFileSync(file, 'utf8');
    try {
      writeFileSync(file, built.replace('<h1>Compare</h1>', '<h1>Compare the cards</h1>'));
      const rebuilt = await app.inject({ method: 'GET', url: '/card2', headers: { 'if-none-match': etag } });
      expect(rebuilt.statusCode).toBe(200);
      expect(rebuilt.body).toContain('<h1>Compare the cards</h1>');
      expect(rebuilt.headers.etag).not.toBe(etag);
    } finally {
      writeFileSync(file, built);
    }
  });

  it('checks the service worker and the manifest with the server on every use, with their own types', async () => {
    writeFileSync(join(webDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(webDir, 'manifest.webmanifest'), '{"name":"Roslis","start_url":"/"}');
    writeFileSync(join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const sw = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    const manifest = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(JSON.parse(manifest.body).name).toBe('Roslis');
    // Other files at the root keep their day.
    expect((await app.inject({ method: 'GET', url: '/favicon.svg' })).headers['cache-control']).toBe(
      'public, max-age=86400',
    );
    const csp = String(sw.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('serves files written after start (a rebuild while running)', async () => {
    writeFileSync(join(webDir, 'late.js'), 'console.log(1)');
    const res = await app.inject({ method: 'GET', url: '/late.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1)');
  });

  it("keeps the build's own files to itself: the manifest (.vite/) answers 404, the build stamp is never sent", async () => {
    mkdirSync(join(webDir, '.vite'), { recursive: true });
    writeFileSync(join(webDir, '.vite', 'manifest.json'), '{"index.html":{"file":"assets/entry-0123.js"}}');
    writeFileSync(join(webDir, '.build-hash'), 'stamp-0123\n');
    for (const url of ['/.vite/manifest.json', '/%2Evite/manifest.json']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('entry-0123');
    }
    // A path without an extension is a page of the app: the stamp's path gets the app, not the stamp.
    expect((await app.inject({ method: 'GET', url: '/.build-hash' })).body).not.toContain('stamp-0123');
  });

  it('compresses large answers', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it("sends the build's precompressed copy of a file, and compresses a file that has none", async () => {
    const code = `export const a = "${'x'.repeat(3000)}";`;
    mkdirSync(join(webDir, 'assets'), { recursive: true });
    writeFileSync(join(webDir, 'assets', 'main-abc.js'), code);
    await precompressFile(join(webDir, 'assets', 'main-abc.js'));
    const get = (url: string, encoding?: string) =>
      app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });
    const onDisk = (name: string) => readFileSync(join(webDir, 'assets', name));

    const br = await get('/assets/main-abc.js', 'br, gzip');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(code);
    expect(br.rawPayload.equals(onDisk('main-abc.js.br'))).toBe(true);
    const gz = await get('/assets/main-abc.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(code);
    expect(gz.rawPayload.equals(onDisk('main-abc.js.gz'))).toBe(true);
    const plain = await get('/assets/main-abc.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(code);

    writeFileSync(join(webDir, 'assets', 'other-abc.js'), code);
    const onTheFly = await get('/assets/other-abc.js', 'gzip');
    expect(onTheFly.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(onTheFly.rawPayload).toString()).toBe(code);
  });

  it('answers invalid JSON with a clear 400 and never leaks a stack trace', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.', code: 'BAD_REQUEST' });
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('answers a text/plain body with 415', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect([401, 415]).toContain(res.statusCode);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(login.statusCode).toBe(415);
  });

  it('serves generated garment images and 404s bad names', async () => {
    const ok = await app.inject({ method: 'GET', url: '/media/garments/top-plain-8a5a44-f4e1c1-0.svg' });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(ok.headers['cache-control']).toContain('immutable');
    expect(ok.body.startsWith('<svg')).toBe(true);
    const bad = await app.inject({ method: 'GET', url: '/media/garments/..%2F..%2Fetc%2Fpasswd' });
    expect(bad.statusCode).toBe(404);
  });

  it('keeps secrets out of logged URLs', () => {
    expect(redactUrl('/reset-password?token=abc&x=1')).toBe('/reset-password?token=[redacted]&x=1');
    expect(redactUrl('/api/x?code=123456')).toBe('/api/x?code=[redacted]');
    expect(redactUrl('/verify-card/UlNM.sig-_x?a=1')).toBe('/verify-card/[redacted]?a=1');
    expect(redactUrl('/api/verify-card/UlNM.sig')).toBe('/api/verify-card/[redacted]');
  });
});
