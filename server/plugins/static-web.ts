import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const HAS_EXTENSION = /\/[^/]*\.[a-z0-9]+$/i;

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

  // Files are looked up per request (a rebuild while running serves the new assets); "/" is the app.
  if (hasWeb) {
    app.get('/', { schema: { hide: true } }, (_request, reply) =>
      reply.header('Cache-Control', 'no-cache').sendFile('index.html'),
    );
  }

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
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}

export default fp(staticWeb, { name: 'static-web', dependencies: ['db'] });
