import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/replies.ts';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary: 'Liveness: 200 once the database answers',
        response: { 200: z.object({ status: z.literal('ok') }), ...errorResponses(503) },
      },
    },
    async () => {
      try {
        await app.database.ping();
      } catch {
        throw new AppError('UNAVAILABLE', 'The database is not answering.');
      }
      return { status: 'ok' as const };
    },
  );
};

export default healthRoutes;
