import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { matches } from '../../lib/http-cache.ts';
import * as catalog from '../catalog/service.ts';
import { cardOgPicture, type OgPicture, productOgPicture } from './og-images.ts';
import { pageEntries, productEntries, robotsTxt, SITEMAP_MAX_URLS, sitemapXml } from './sitemap.ts';

const YEAR = 'public, max-age=31536000, immutable';
/** A picture asked for without its current version (an old link, a guessed URL): kept an hour. */
const HOUR = 'public, max-age=3600';

/**
 * Link previews and search engines: the preview pictures, sitemap.xml and robots.txt. The
 * HTML's head tags are written by the static-web plugin through `seoPageHead` (app.ts).
 */
const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  function sendPicture(request: FastifyRequest, reply: FastifyReply, picture: OgPicture, asked?: string) {
    const etag = `"og-${picture.version}"`;
    reply
      .header('ETag', etag)
      .header('Cache-Control', asked === picture.version ? YEAR : HOUR)
      .header('X-Robots-Tag', 'noindex');
    if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('image/png').send(picture.body);
  }

  const versionQuery = z.object({ v: z.string().max(64).optional() });

  app.get(
    '/og/products/:file',
    {
      schema: {
        hide: true,
        params: z.object({
          file: z
            .string()
            .max(220)
            .regex(/\.png$/),
        }),
        querystring: versionQuery,
      },
    },
    async (request, reply) => {
      const slug = request.params.file.slice(0, -'.png'.length);
      const picture = await productOgPicture(app.readDb, app.storage, slug);
      if (!picture) return reply.code(404).type('text/plain').send('Not found');
      return sendPicture(request, reply, picture, request.query.v);
    },
  );

  app.get('/og/card.png', { schema: { hide: true, querystring: versionQuery } }, async (request, reply) =>
    sendPicture(request, reply, await cardOgPicture(app.storage), request.query.v),
  );

  /** When the web build was made: the public pages' lastmod. */
  const builtAt = () => {
    try {
      return app.config.webDir ? statSync(join(app.config.webDir, 'index.html')).mtime : undefined;
    } catch {
      return undefined;
    }
  };

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const origin = app.config.publicOrigin;
    const products = app.config.sitemapProducts
      ? productEntries(origin, await catalog.studioProductSlugs(app.readDb, SITEMAP_MAX_URLS))
      : [];
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(sitemapXml([...pageEntries(origin, builtAt()), ...products]));
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(robotsTxt(app.config.publicOrigin)),
  );
};

export default seoRoutes;
