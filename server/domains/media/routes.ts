import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { parseLookName, renderLookSvg } from '../../lib/garments/look.ts';
import { parseGarmentName, renderGarmentSvg } from '../../lib/garments/svg.ts';

/** Generated garment images for the demo catalogue: pure functions of their file name, cached forever. */
const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/garments/:file',
    {
      logLevel: 'warn',
      schema: { hide: true, params: z.object({ file: z.string().max(120) }) },
    },
    async (request, reply) => {
      const spec = parseGarmentName(request.params.file);
      if (!spec) throw notFound('No such image.');
      return reply
        .type('image/svg+xml')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(renderGarmentSvg(spec));
    },
  );

  // The home page's "worn by our members" pictures: a member wearing a generated garment.
  app.get(
    '/media/looks/:file',
    {
      logLevel: 'warn',
      schema: { hide: true, params: z.object({ file: z.string().max(120) }) },
    },
    async (request, reply) => {
      const spec = parseLookName(request.params.file);
      if (!spec) throw notFound('No such image.');
      return reply
        .type('image/svg+xml')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(renderLookSvg(spec));
    },
  );
};

export default mediaRoutes;
