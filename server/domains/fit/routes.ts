import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categorySlugParams } from '../../../contracts/catalog.ts';
import { categoryIdParams, fitAnswer, fitQuery, sizeChart, sizeChartBody } from '../../../contracts/fit.ts';
import { errorResponses } from '../../lib/replies.ts';
import { requireRole, requireUser } from '../../plugins/session.ts';
import * as fit from './service.ts';

/**
 * Size charts and "Your size". The size guide's chart is public and cacheable (the same for everyone);
 * the member's sizes are a small answer of her own beside the cached product page, never cached, and
 * her measurements never leave the server (the answer carries sizes and reasons, and nothing is logged).
 */
const fitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/size-charts/:slug',
    {
      schema: {
        tags: ['fit'],
        summary:
          "A category's size chart in centimetres, smallest size first (the product page's size guide)",
        params: categorySlugParams,
        response: { 200: sizeChart, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return fit.chartBySlug(app.db, request.params.slug);
    },
  );

  app.get(
    '/api/fit',
    {
      onRequest: requireUser,
      schema: {
        tags: ['fit'],
        summary:
          'For each product (ids, comma-separated, at most 60) and each of the member\'s people (her "Me", family and friends): ' +
          'the size suggested, why, how sure, and whether the piece can be had in it (else the nearest size that fits and can)',
        querystring: fitQuery,
        response: { 200: fitAnswer, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return fit.fitFor(app.db, request.user.userId, request.query.ids);
    },
  );

  const adminsOnly = requireRole('admin');
  app.get(
    '/api/admin/size-charts/:categoryId',
    {
      onRequest: adminsOnly,
      schema: {
        tags: ['admin'],
        summary: "A category's size chart to edit (no rows yet: the columns its kind of garment usually has)",
        params: categoryIdParams,
        response: { 200: sizeChart, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => fit.chartForEditor(app.db, request.params.categoryId),
  );

  app.put(
    '/api/admin/size-charts/:categoryId',
    {
      onRequest: adminsOnly,
      schema: {
        tags: ['admin'],
        summary:
          "Replace a category's size chart: sizes in order without gaps, each measure in cm for every size or none, growing size to size",
        params: categoryIdParams,
        body: sizeChartBody,
        response: { 200: sizeChart, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => fit.saveChart(app.db, request.user, request.params.categoryId, request.body),
  );
};

export default fitRoutes;
