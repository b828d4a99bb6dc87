import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminDeal,
  adminDealsQuery,
  dealBody,
  dealClaim,
  dealClaimParams,
  giftablePiece,
} from '../../../contracts/deals.ts';
import { errorResponses, sendPage } from '../../lib/replies.ts';
import { requireRole } from '../../plugins/session.ts';
import * as admin from './admin.ts';

const params = z.object({ id: z.uuid() });

/** The back office's Dynamo Deal tab (admins): set, list, change and cancel the day's deal. */
const dealAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (user: { userId: string; role: string }) => ({ id: user.userId, role: user.role });

  app.get(
    '/api/admin/deals',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary:
          'Dynamo Deals: upcoming (soonest first) or past (newest first), with claimed counts (admins)',
        querystring: adminDealsQuery,
        response: { 200: z.array(adminDeal), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => sendPage(reply, await admin.listDeals(app.db, request.query)),
  );

  app.get(
    '/api/admin/deals/pieces',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'The pieces a free-piece deal may give: products in stock, by size (admins)',
        response: { 200: z.array(giftablePiece), ...errorResponses(401, 403) },
      },
    },
    async () => admin.giftablePieces(app.db),
  );

  app.post(
    '/api/admin/deals',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: "Set a day's Dynamo Deal: points or a free piece, a quantity, today or later (admins)",
        body: dealBody,
        response: { 201: adminDeal, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await admin.createDeal(app.db, request.body, actor(request.user))),
  );

  app.put(
    '/api/admin/deals/:id',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Change a Dynamo Deal nobody has claimed yet (admins)',
        params,
        body: dealBody,
        response: { 200: adminDeal, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => admin.updateDeal(app.db, request.params.id, request.body, actor(request.user)),
  );

  app.delete(
    '/api/admin/deals/:id',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Cancel a Dynamo Deal nobody has claimed yet (admins)',
        params,
        response: { 204: z.null(), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await admin.cancelDeal(app.db, request.params.id, actor(request.user));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/admin/deals/:id/claims',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: "A Dynamo Deal's claims, first first: who to send a free piece to (admins)",
        params,
        response: { 200: z.array(dealClaim), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => admin.claimsOf(app.db, request.params.id),
  );

  app.post(
    '/api/admin/deals/claims/:claimId/sent',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary:
          'Mark a claimed free piece sent: once, in the audit trail; again answers it as it is (admins)',
        params: dealClaimParams,
        response: { 200: dealClaim, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => admin.markClaimSent(app.db, request.params.claimId, actor(request.user)),
  );
};

export default dealAdminRoutes;
