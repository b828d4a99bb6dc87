import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activityEntry, activityQuery } from '../../../contracts/audit.ts';
import { errorResponses, sendPage } from '../../lib/replies.ts';
import { requireRole } from '../../plugins/session.ts';
import * as service from './service.ts';

/** The Activity tab: admins read every staff action; a sub-admin reads only their own. */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/activity',
    {
      onRequest: requireRole('admin', 'subadmin'),
      schema: {
        tags: ['admin'],
        summary: 'The audit trail of staff actions, newest first (next page in X-Next-Cursor)',
        querystring: activityQuery,
        response: { 200: z.array(activityEntry), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      sendPage(
        reply,
        await service.activityPage(app.db, request.query, {
          // A sub-admin reads only their own actions.
          actorId: request.user.role === 'admin' ? undefined : request.user.userId,
        }),
      ),
  );
};

export default auditRoutes;
