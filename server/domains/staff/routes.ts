import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParams } from '../../../contracts/common.ts';
import {
  createSubAdminBody,
  subAdmin,
  subAdminList,
  subAdminStatusBody,
  subAdminVerificationBody,
  subAdminVerificationResponse,
} from '../../../contracts/staff.ts';
import { requireRole } from '../../plugins/session.ts';
import * as staff from './service.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** The Sub Admins tab, at /api/admin/sub-admins: admins only. */
const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = requireRole('admin');

  app.get(
    '/api/admin/sub-admins',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Sub-admins with their assigned advisors and status',
        response: { 200: subAdminList, 401: errorBody, 403: errorBody },
      },
    },
    async () => staff.listSubAdmins(app.db),
  );

  app.post(
    '/api/admin/sub-admins/verify-email',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        summary: "Step 1 of creating a sub-admin: a 6-digit code to the new sub-admin's e-mail",
        body: subAdminVerificationBody,
        response: { 200: subAdminVerificationResponse, ...errors, 429: errorBody, 503: errorBody },
      },
      config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
    },
    async (request) =>
      staff.sendSubAdminCode(app.db, app.notifier, app.config.codeHashSecret, request.body.email),
  );

  app.post(
    '/api/admin/sub-admins',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Step 2: create the sub-admin with the code, a password and its advisors',
        body: createSubAdminBody,
        response: { 201: subAdmin, ...errors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return staff.createSubAdmin(app.db, app.config.codeHashSecret, request.user, request.body);
    },
  );

  app.post(
    '/api/admin/sub-admins/:id/status',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Deactivate (sessions end, sign-in refused) or reactivate a sub-admin',
        params: idParams,
        body: subAdminStatusBody,
        response: { 200: subAdmin, ...errors },
      },
    },
    async (request) => staff.setSubAdminActive(app.db, request.user, request.params.id, request.body.active),
  );
};

export default staffRoutes;
