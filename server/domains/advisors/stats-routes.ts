import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOverview, performance, performanceQuery } from '../../../contracts/advisor-stats.ts';
import { errorResponses } from '../../lib/replies.ts';
import { requireRole } from '../../plugins/session.ts';
import * as stats from './stats.ts';

/**
 * The back office's Overview and Performance tabs: the same numbers for an admin
 * (every advisor) and a sub-admin (its assigned advisors only; another advisor is 404).
 */
const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffOnly = requireRole('admin', 'subadmin');

  for (const url of ['/api/admin/overview', '/api/admin/dashboard/overview']) {
    app.get(
      url,
      {
        onRequest: staffOnly,
        schema: {
          tags: ['admin'],
          summary:
            url === '/api/admin/overview'
              ? 'Advisors, revenue, registrations, conversions and top performers (a sub-admin: its own)'
              : "The admin overview at the spec's path (the same answer as /api/admin/overview)",
          response: { 200: adminOverview, ...errorResponses(401, 403) },
        },
      },
      async (request) => stats.overview(app.readDbFor(request), request.user),
    );
  }

  app.get(
    '/api/admin/performance',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['admin'],
        summary:
          'Registrations and revenue per day of a month or per month of a year, in total and per advisor',
        querystring: performanceQuery,
        response: { 200: performance, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => stats.performance(app.readDbFor(request), request.user, request.query),
  );
};

export default statsRoutes;
