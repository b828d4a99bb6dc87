import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../contracts/common.ts';
import {
  createSubAdminBody,
  subAdmin,
  subAdminList,
  subAdminStatusBody,
  subAdminVerificationBody,
  subAdminVerificationResponse,
} from '../../../contracts/staff.ts';
import { errorResponses } from '../../lib/replies.ts';
import { requireRole } from '../../plugins/session.ts';
import * as staff from './service.ts';

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
        response: { 200: subAdminList, ...errorResponses(401, 403) },
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
        response: { 200: subAdminVerificationResponse, ...errorResponses(400, 401, 403, 404, 409, 429, 503) },
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
        response: { 201: subAdmin, ...errorResponses(400, 401, 403, 404, 409) },
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
        response: { 200: subAdmin, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => staff.setSubAdminActive(app.db, request.user, request.params.id, request.body.active),
  );
};

export default staffRoutes;
