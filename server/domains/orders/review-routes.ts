import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fitAnswer, fitBody, fitLineParams, review, reviewBody } from '../../../contracts/orders.ts';
import { errorResponses } from '../../lib/replies.ts';
import { requireUser } from '../../plugins/session.ts';
import { reportFit } from './fit.ts';
import * as reviews from './reviews.ts';

const slugParams = z.object({ slug: z.string().trim().min(1).max(200) });

/** Reviews of received pieces (the product page's Reviews tab) and how each delivered piece fit. */
const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/products/:slug/reviews',
    {
      // A STUDIO piece's page is public, reviews included: a session is checked when there is one.
      onRequest: async (request, reply) => {
        if (await request.getSession()) await requireUser(request, reply);
      },
      schema: {
        tags: ['orders'],
        summary:
          "A product's reviews, newest first (members who received it). Public for a STUDIO piece; a " +
          'LIMITED-EDITION one answers members whose card is active.',
        params: slugParams,
        response: { 200: z.array(review), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      reviews.listReviews(app.db, (await request.getSession())?.userId ?? null, request.params.slug),
  );

  app.post(
    '/api/products/:slug/reviews',
    {
      onRequest: requireUser,
      schema: {
        tags: ['orders'],
        summary: 'Rate a piece you received, once (1 to 5 stars, optional text)',
        params: slugParams,
        body: reviewBody,
        response: { 201: review, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const saved = await reviews.addReview(app.db, request.user.userId, request.params.slug, request.body);
      return reply.status(201).send(saved);
    },
  );

  app.put(
    '/api/orders/:orderNumber/lines/:lineId/fit',
    {
      onRequest: requireUser,
      schema: {
        tags: ['orders'],
        summary:
          'How a delivered piece fit (small, true to size, large), with a review or alone; one answer per ' +
          'line, changeable, by its buyer only',
        params: fitLineParams,
        body: fitBody,
        response: { 200: fitAnswer, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      reportFit(
        app.db,
        request.user.userId,
        request.params.orderNumber,
        request.params.lineId,
        request.body.fit,
      ),
  );
};

export default reviewRoutes;
