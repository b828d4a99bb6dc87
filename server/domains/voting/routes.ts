import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParams } from '../../../contracts/common.ts';
import { votedProductList, voteResponse } from '../../../contracts/votes.ts';
import { requireUser } from '../../plugins/session.ts';
import * as service from './service.ts';

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
        response: {
          200: voteResponse,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          409: errorBody,
        },
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
        response: { 200: votedProductList, 401: errorBody },
      },
    },
    async (request) => service.votedProducts(app.db, request.user.userId),
  );
};

export default votesRoutes;
