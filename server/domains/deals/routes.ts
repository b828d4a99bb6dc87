import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dealToday } from '../../../contracts/deals.ts';
import { errorResponses } from '../../lib/replies.ts';
import { requireUser } from '../../plugins/session.ts';
import dealAdminRoutes from './admin-routes.ts';
import { announceDeal, DEAL_NEWS_EVERY_MS, DEAL_NEWS_JOB } from './announce.ts';
import * as service from './service.ts';

/** The Dynamo Deal: the member's banner and claim, and the back office's tab (admin-routes.ts). */
const dealsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(dealAdminRoutes);
  // The window's opening told once per deal to the members who get offers (re-runs tell nobody twice).
  const news = { db: app.db, notifier: app.notifier, origin: app.config.publicOrigin, log: app.log };
  app.jobs.register({
    name: DEAL_NEWS_JOB,
    everyMs: DEAL_NEWS_EVERY_MS,
    run: (now) => announceDeal(news, now),
  });

  app.get(
    '/api/deals/today',
    {
      onRequest: requireUser,
      schema: {
        tags: ['deals'],
        summary: "Today's Dynamo Deal as the member's banner shows it (the gift only inside the window)",
        response: { 200: dealToday, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return service.todayFor(app.db, request.user.userId);
    },
  );

  app.post(
    '/api/deals/today/claim',
    {
      onRequest: requireUser,
      schema: {
        tags: ['deals'],
        summary: "Claim today's Dynamo Deal: once, with an active card, inside the window (India time)",
        response: { 200: dealToday, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => service.claimToday(app.db, request.user.userId),
  );
};

export default dealsRoutes;
