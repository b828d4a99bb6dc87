import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { launchBody, launchResult } from '../../../contracts/admin-products.ts';
import { idParams } from '../../../contracts/common.ts';
import { votedProductList, voteResponse } from '../../../contracts/votes.ts';
import { errorResponses } from '../../lib/replies.ts';
import { requireRole, requireUser } from '../../plugins/session.ts';
import { launchDesign } from './launch.ts';
import * as service from './service.ts';

/** Votes on designs, and the launch they lead to (admins). */
const votesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/products/:id/vote',
    {
      onRequest: requireUser,
      schema: {
        tags: ['votes'],
        summary:
          'Vote for a VOTE_TO_LAUNCH design (no body). success false means this person already voted. ' +
          'Limited-edition designs need an active card (403); staff accounts cannot vote (403).',
        params: idParams,
        response: { 200: voteResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.vote(app.db, request.user, request.params.id),
  );

  app.get(
    '/api/user/voted-products',
    {
      onRequest: requireUser,
      schema: {
        tags: ['votes'],
        summary: "The signed-in person's votes, newest first",
        response: { 200: votedProductList, ...errorResponses(401) },
      },
    },
    async (request) => service.votedProducts(app.db, request.user.userId),
  );

  app.post(
    '/api/admin/products/:id/launch',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary:
          'Launch a Vote to Launch design that reached its threshold to PRE_ORDER (with an end date in the future, from the request or the design) or IN_STOCK (with stock in at least one size, the request may set it per size); every voter gets a notice and an e-mail, once (409 otherwise)',
        params: idParams,
        body: launchBody,
        response: { 200: launchResult, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      launchDesign(
        { db: app.db, notifier: app.notifier, origin: app.config.publicOrigin, log: request.log },
        request.user,
        request.params.id,
        request.body,
      ),
  );
};

export default votesRoutes;
