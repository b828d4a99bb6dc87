import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, okBody } from '../../../contracts/common.ts';
import { changePasswordBody, deviceSessionList } from '../../../contracts/passwords.ts';
import { errorResponses } from '../../lib/replies.ts';
import { requireUser } from '../../plugins/session.ts';
import * as devices from './devices.ts';

/** Account Settings: the password change and the signed-in devices of the member's own account. */
const deviceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/change-password',
    {
      onRequest: requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Change the password (the current one first); every other session of the account ends',
        body: changePasswordBody,
        response: {
          200: z.object({ success: z.literal(true), message: z.string(), signedOut: z.number().int() }),
          ...errorResponses(400, 401, 429),
        },
      },
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
    },
    async (request) =>
      devices.changePassword(app.db, request.user, request.body, {
        notifier: app.notifier,
        publicOrigin: app.config.publicOrigin,
        userAgent: request.headers['user-agent'],
      }),
  );

  app.get(
    '/api/auth/sessions',
    {
      onRequest: requireUser,
      schema: {
        tags: ['auth'],
        summary: 'The devices signed in to this account (live sessions), this one marked current',
        response: { 200: deviceSessionList, ...errorResponses(401) },
      },
    },
    async (request) => devices.listDevices(app.db, request.user, app.config.staffSession),
  );

  app.post(
    '/api/auth/sessions/sign-out-others',
    {
      onRequest: requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Sign out everywhere else: every session of the account but this one ends',
        response: { 200: z.object({ signedOut: z.number().int() }), ...errorResponses(401) },
      },
    },
    async (request) => devices.signOutOthers(app.db, request.user),
  );

  app.delete(
    '/api/auth/sessions/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Sign out one device of this account',
        params: idParams,
        response: { 200: okBody, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      await devices.signOutDevice(app.db, request.user, request.params.id);
      return { success: true as const };
    },
  );
};

export default deviceRoutes;
