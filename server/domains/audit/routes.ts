import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activityEntry, activityQuery } from '../../../contracts/audit.ts';
import { errorBody } from '../../../contracts/common.ts';
import { decodeTimeCursor, encodeTimeCursor } from '../../lib/cursor.ts';
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
        response: { 200: z.array(activityEntry), 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request, reply) => {
      const { limit, cursor, subjectType } = request.query;
      const rows = await service.list(app.db, {
        limit: limit + 1,
        before: decodeTimeCursor(cursor, 'This page link has expired. Please reload the activity.'),
        subjectType,
        actorId: request.user.role === 'admin' ? undefined : request.user.userId,
      });
      const page = rows.slice(0, limit);
      reply.header('Access-Control-Expose-Headers', 'X-Next-Cursor');
      if (rows.length > limit) {
        const last = page.at(-1)!;
        reply.header('X-Next-Cursor', encodeTimeCursor({ at: last.createdAt, id: last.id }));
      }
      return page.map((r) => ({
        id: r.id,
        actor: { id: r.actorId, email: r.actorEmail, role: r.actorRole },
        action: r.action,
        subjectType: r.subjectType,
        subjectId: r.subjectId,
        summary: r.summary,
        before: r.before,
        after: r.after,
        at: r.createdAt.toISOString(),
      }));
    },
  );
};

export default auditRoutes;
