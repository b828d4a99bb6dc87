import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../contracts/common.ts';
import {
  createSalesPersonBody,
  registrationsQuery,
  salesPerson,
  salesPersonList,
  salesRegistrationList,
  salesStats,
  salesStatsQuery,
} from '../../../contracts/sales.ts';
import { AppError } from '../../lib/errors.ts';
import { errorResponses, sendPage } from '../../lib/replies.ts';
import { requireRole } from '../../plugins/session.ts';
import * as advisors from '../advisors/service.ts';
import * as identity from '../identity/service.ts';
import * as service from './service.ts';

/**
 * The sales dashboard's API: admins only (sub-admins look after advisors). Signed out is 401, any
 * other shop role 403, and so is a fashion advisor signed in to its own dashboard (it is somebody, just
 * not staff), all before any input is looked at.
 */
const salesRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = requireRole('admin');
  const advisorCookie = identity.advisorCookieName(app.config.isProduction);

  async function adminsOnly(request: FastifyRequest, reply: FastifyReply) {
    try {
      await adminOnly(request, reply);
    } catch (err) {
      const token = request.cookies[advisorCookie];
      if (err instanceof AppError && err.code === 'UNAUTHENTICATED' && token) {
        if (await advisors.resolveAdvisorSession(app.db, token)) {
          throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
        }
      }
      throw err;
    }
  }

  app.get(
    '/api/sales-people',
    {
      onRequest: adminsOnly,
      schema: {
        tags: ['sales'],
        summary: 'The sales team with registrations, revenue and commission (admins)',
        response: { 200: salesPersonList, ...errorResponses(401, 403) },
      },
    },
    async () => service.listSalesPeople(app.db),
  );

  app.post(
    '/api/sales-people',
    {
      onRequest: adminsOnly,
      schema: {
        tags: ['sales'],
        summary: 'Add a sales person (a unique generated referral code; audited)',
        body: createSalesPersonBody,
        response: { 201: salesPerson, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return service.createSalesPerson(app.db, request.user, request.body);
    },
  );

  app.get(
    '/api/registrations',
    {
      onRequest: adminsOnly,
      schema: {
        tags: ['sales'],
        summary: 'Registrations made with sales referral codes, newest first (next page: X-Next-Cursor)',
        querystring: registrationsQuery,
        response: { 200: salesRegistrationList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      return sendPage(reply, await service.listRegistrations(app.readDbFor(request), request.query));
    },
  );

  app.get(
    '/api/sales-people/:id/stats',
    {
      onRequest: adminsOnly,
      schema: {
        tags: ['sales'],
        summary: "A sales person's registrations, revenue and commission per month of a year (IST)",
        params: idParams,
        querystring: salesStatsQuery,
        response: { 200: salesStats, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.stats(app.readDbFor(request), request.params.id, request.query.year),
  );
};

export default salesRoutes;
