import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAdvisor,
  adminAdvisorList,
  advisorStatusBody,
  createAdvisorBody,
  updateAdvisorBody,
} from '../../../contracts/advisor-codes.ts';
import { idParams } from '../../../contracts/common.ts';
import { errorResponses } from '../../lib/replies.ts';
import { requireRole } from '../../plugins/session.ts';
import * as admin from './admin.ts';

/**
 * The Fashion Advisors tab: admins see and change every advisor; a sub-admin only
 * the advisors assigned to it (another's is 403), and its new advisors are its own.
 */
const advisorAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const rules = { subAdminMaxRate: app.config.subAdminMaxCommissionRate };
  const staffOnly = requireRole('admin', 'subadmin');

  app.get(
    '/api/admin/advisor-codes',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['admin'],
        summary: 'Fashion advisors with revenue and conversions (a sub-admin: its own)',
        response: { 200: adminAdvisorList, ...errorResponses(401, 403) },
      },
    },
    async (request) => admin.listAdvisors(app.db, request.user),
  );

  app.post(
    '/api/admin/advisor-codes',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['admin'],
        summary: 'Create an advisor code (generated, unique, upper-case)',
        body: createAdvisorBody,
        response: { 201: adminAdvisor, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return admin.createAdvisor(app.db, request.user, request.body, rules);
    },
  );

  app.put(
    '/api/admin/advisor-codes/:id',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['admin'],
        summary: "Change an advisor's commission rate or (admins) the sub-admin it is assigned to",
        params: idParams,
        body: updateAdvisorBody,
        response: { 200: adminAdvisor, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => admin.updateAdvisor(app.db, request.user, request.params.id, request.body, rules),
  );

  app.post(
    '/api/admin/advisor-codes/:id/status',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['admin'],
        summary: 'Activate or deactivate an advisor code',
        params: idParams,
        body: advisorStatusBody,
        response: { 200: adminAdvisor, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => admin.setAdvisorActive(app.db, request.user, request.params.id, request.body.active),
  );
};

export default advisorAdminRoutes;
