import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invitation, invitationBody, platinumCandidates } from '../../../contracts/membership.ts';
import { errorResponses } from '../../lib/replies.ts';
import { requireRole } from '../../plugins/session.ts';
import type { SignaturePurchasesIn } from './card-life.ts';
import { invite, revokeInvitation } from './invitations.ts';
import { platinumCandidates as candidatesOf } from './platinum-candidates.ts';

/**
 * Platinum invitations (invitations.ts): admins see the candidates (platinum-candidates.ts), invite a
 * member, or revoke an unused invitation.
 */
const invitationRoutes: FastifyPluginAsyncZod<{ signaturePurchases: SignaturePurchasesIn }> = async (
  app,
  opts,
) => {
  app.get(
    '/api/admin/membership/platinum-candidates',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary:
          'Members (not Platinum) with the card rules’ number of paid Signature purchases in 12 months or more (admins)',
        response: { 200: platinumCandidates, ...errorResponses(401, 403) },
      },
    },
    async () => candidatesOf({ db: app.db, signaturePurchases: opts.signaturePurchases }),
  );

  app.post(
    '/api/admin/membership/invitations',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Invite a member to Platinum: an e-mail with a single-use link to pay (admins)',
        body: invitationBody,
        response: { 201: invitation, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const created = await invite(
        { db: app.db, notifier: app.notifier },
        {
          email: request.body.email,
          invitedBy: request.user.userId,
          origin: app.config.publicOrigin,
        },
      );
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/api/admin/membership/invitations/:id/revoke',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Revoke an unused Platinum invitation: its link stops working (admins)',
        params: z.object({ id: z.string().uuid() }),
        response: { 204: z.null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await revokeInvitation(app.db, request.params.id, { id: request.user.userId, role: request.user.role });
      return reply.code(204).send(null);
    },
  );
};

export default invitationRoutes;
