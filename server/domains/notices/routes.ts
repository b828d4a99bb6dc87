import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noticeList } from '../../../contracts/notices.ts';
import { errorResponses } from '../../lib/replies.ts';
import { requireUser } from '../../plugins/session.ts';
import * as service from './service.ts';

/** The header's bell: the member's own notices only (no id of a member is ever taken from the request). */
const noticesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/notices',
    {
      onRequest: requireUser,
      schema: {
        tags: ['notices'],
        summary: "The member's latest notices, newest first, with the unread count",
        response: { 200: noticeList, ...errorResponses(401) },
      },
    },
    async (request) => service.listNotices(app.db, request.user.userId),
  );
  app.post(
    '/api/notices/read',
    {
      onRequest: requireUser,
      schema: {
        tags: ['notices'],
        summary: 'Mark one notice (`id`) or all of them read',
        body: z.object({ id: z.string().uuid().optional() }),
        response: { 200: noticeList, ...errorResponses(401, 404) },
      },
    },
    async (request) => service.markRead(app.db, request.user.userId, request.body.id),
  );
};

export default noticesRoutes;
