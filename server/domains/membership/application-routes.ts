import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  application,
  applicationListQuery,
  rejectApplicationRequest,
} from '../../../contracts/applications.ts';
import { idParams } from '../../../contracts/common.ts';
import { errorResponses, sendPage } from '../../lib/replies.ts';
import { requireRole } from '../../plugins/session.ts';
import * as service from './applications.ts';

/**
 * Card applications for staff: the review queue, approve (card active) and reject (full refund). Admins
 * reach every application; a sub-admin those of its assigned advisors (others are 404, as if absent).
 */
const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/applications',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The review queue: pending first (oldest first), then decided (newest first); or one status. Keyset paging (X-Next-Cursor)',
        querystring: applicationListQuery,
        response: { 200: z.array(application), ...errorResponses(400, 401, 403) },
      },
      onRequest: requireRole('admin', 'subadmin'),
    },
    async (request, reply) => {
      return sendPage(reply, await service.listApplications(app.db, request.user, request.query));
    },
  );

  app.post(
    '/api/admin/applications/:id/approve',
    {
      schema: {
        tags: ['admin'],
        summary: 'Approve a pending application: the card becomes active (once)',
        params: idParams,
        response: { 200: application, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: requireRole('admin', 'subadmin'),
    },
    async (request) =>
      service.approveApplication(app.db, app.notifier, app.payments, request.params.id, request.user, {
        origin: app.config.publicOrigin,
        log: request.log,
      }),
  );

  app.post(
    '/api/admin/applications/:id/reject',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Reject a pending application with a reason (e-mailed) and refund the joining fee in full (once)',
        params: idParams,
        body: rejectApplicationRequest,
        response: { 200: application, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
      onRequest: requireRole('admin', 'subadmin'),
    },
    async (request) =>
      service.rejectApplication(
        app.db,
        app.notifier,
        app.payments,
        request.params.id,
        request.user,
        request.body?.reason ?? '',
        { origin: app.config.publicOrigin, log: request.log },
      ),
  );
};

export default applicationsRoutes;
