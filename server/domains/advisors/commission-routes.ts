import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commission,
  commissionDecisionBody,
  payout,
  payoutBody,
  payoutList,
} from '../../../contracts/commissions.ts';
import { idParams } from '../../../contracts/common.ts';
import { errorResponses } from '../../lib/replies.ts';
import { requireRole } from '../../plugins/session.ts';
import * as commissions from './commissions.ts';

/**
 * Payouts and decisions on flagged commissions. Recording a payout is for
 * admins; reading payouts and commissions and deciding a flag is for admins, and for sub-admins on the
 * advisors assigned to them (another's is 403).
 */
const commissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffOnly = requireRole('admin', 'subadmin');

  app.post(
    '/api/admin/advisor-codes/:id/payouts',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary:
          'Pay out every payable commission of the advisor in one payout (the same reference again answers that payout; nothing payable: 409)',
        params: idParams,
        body: payoutBody,
        response: { 200: payout, 201: payout, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { payout: row, created } = await commissions.recordPayout(
        app.db,
        request.user,
        request.params.id,
        request.body,
      );
      reply.code(created ? 201 : 200);
      return row;
    },
  );

  app.get(
    '/api/admin/advisor-codes/:id/payouts',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['admin'],
        summary: "The advisor's payouts, newest first",
        params: idParams,
        response: { 200: payoutList, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => commissions.listPayouts(app.db, request.user, request.params.id),
  );

  app.get(
    '/api/admin/advisor-codes/:id/commissions',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['admin'],
        summary: "The advisor's commissions (one per payment), newest first, with flags",
        params: idParams,
        response: { 200: z.array(commission), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => commissions.listCommissions(app.db, request.user, request.params.id),
  );

  app.post(
    '/api/admin/commissions/:id/decision',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['admin'],
        summary: 'Release (payable) or decline (reversed) the held commission of a flagged registration',
        params: idParams,
        body: commissionDecisionBody,
        response: { 200: commission, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => commissions.decideCommission(app.db, request.user, request.params.id, request.body),
  );
};

export default commissionRoutes;
