import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { application, applicationListQuery, rejectApplicationBody } from '../../../contracts/applications.ts';
import { errorBody, idParams } from '../../../contracts/common.ts';
import { requireRole } from '../../plugins/session.ts';
import * as service from './applications.ts';

const guarded = { 401: errorBody, 403: errorBody };

/** Card applications for staff: the review queue, approve (card active) and reject (full refund). */
const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const origin = (request: { protocol: string; host: string }) =>
    app.config.publicOrigin ?? `${request.protocol}://${request.host}`;

  app.get(
    '/api/admin/applications',
    {
      schema: {
        tags: ['admin'],
        summary: 'Card applications, newest first (admins)',
        querystring: applicationListQuery,
        response: { 200: z.array(application), 400: errorBody, ...guarded },
      },
      onRequest: requireRole('admin'),
    },
    async (request) => service.listApplications(app.db, request.query),
  );

  app.post(
    '/api/admin/applications/:id/approve',
    {
      schema: {
        tags: ['admin'],
        summary: 'Approve a pending application: the card becomes active (admins)',
        params: idParams,
        response: { 200: application, 400: errorBody, 404: errorBody, 409: errorBody, ...guarded },
      },
      onRequest: requireRole('admin'),
    },
    async (request) =>
      service.approveApplication(app.db, app.notifier, app.payments, request.params.id, request.user.userId, {
        origin: origin(request),
        log: request.log,
      }),
  );

  app.post(
    '/api/admin/applications/:id/reject',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reject a pending application and refund the joining fee in full (admins)',
        params: idParams,
        body: rejectApplicationBody.nullish(),
        response: {
          200: application,
          400: errorBody,
          404: errorBody,
          409: errorBody,
          503: errorBody,
          ...guarded,
        },
      },
      onRequest: requireRole('admin'),
    },
    async (request) =>
      service.rejectApplication(
        app.db,
        app.notifier,
        app.payments,
        request.params.id,
        request.user.userId,
        request.body?.reason,
        { origin: origin(request), log: request.log },
      ),
  );
};

export default applicationsRoutes;
