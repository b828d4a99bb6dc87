import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../../contracts/common.ts';
import {
  exchangeDecisionBody,
  exchangeRequest,
  exchangeStatus,
  orderNumber,
} from '../../../contracts/orders.ts';
import { AppError } from '../../lib/errors.ts';
import { parseRangeHeader } from '../../lib/http-range.ts';
import { errorResponses } from '../../lib/replies.ts';
import { UnsatisfiableRange } from '../../lib/storage.ts';
import { requireRole, requireUser } from '../../plugins/session.ts';
import * as exchanges from './exchanges.ts';

/**
 * After a refused upload (too large, wrong type, a broken form): read and drop what the client is still
 * sending, then answer. Without this the request stays unpiped and paused, the client's upload stalls
 * and never sees the answer, and the stalled connection holds up a graceful close; answering while it
 * still sends would leave a keep-alive connection that turns idle only after close() looked for idle ones.
 * A client still sending after 60 s is cut off.
 */
function discardRestOfUpload(raw: IncomingMessage): Promise<void> {
  if (raw.readableEnded || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const cutOff = setTimeout(() => {
      raw.destroy();
      resolve();
    }, 60_000);
    cutOff.unref();
    const done = () => {
      clearTimeout(cutOff);
      resolve();
    };
    raw.once('end', done);
    raw.once('close', done);
    raw.once('error', done);
    raw.unpipe();
    raw.resume();
  });
}

const lineParams = z.object({ orderNumber, lineId: z.uuid({ message: 'Must be a valid id' }) });

/** Damaged pieces: the member's report with its unboxing video, and the staff's decision. */
const exchangeRoutes: FastifyPluginAsyncZod<{
  deps: (log?: exchanges.ExchangeDeps['log']) => exchanges.ExchangeDeps;
}> = async (app, { deps }) => {
  // The one multipart route of the shop (this scope only; everywhere else bodies are JSON).
  await app.register(multipart, {
    limits: { files: 1, fields: 4, fieldSize: 4096, fileSize: app.config.exchangeVideoMaxBytes + 1 },
  });

  app.post(
    '/api/orders/:orderNumber/lines/:lineId/exchange',
    {
      onRequest: requireUser,
      schema: {
        tags: ['orders'],
        summary:
          'Report a damaged piece within 48 hours of delivery: multipart form with `reason` and one `video` (mp4, mov or webm, at most 100 MB)',
        params: lineParams,
        response: { 201: exchangeRequest, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const { orderNumber: number, lineId } = request.params;
      const { userId } = request.user;
      // The report's time is when it arrived, not when its upload finished.
      const reportedAt = new Date();
      if (!request.isMultipart()) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', exchanges.EXCHANGE_MESSAGES.multipartOnly);
      }
      // Refuse before reading the upload: nothing is stored for a request that cannot succeed.
      await exchanges.exchangeableLine(app.db, userId, number, lineId, reportedAt);
      let reason: string | undefined;
      let video: Awaited<ReturnType<typeof exchanges.storeVideo>> | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'video' || video) part.file.resume();
            else
              video = await exchanges.storeVideo(
                app.storage,
                part.mimetype,
                part.file,
                app.config.exchangeVideoMaxBytes,
              );
          } else if (part.fieldname === 'reason') {
            reason = String(part.value);
          }
        }
      } catch (error) {
        await discardRestOfUpload(request.raw);
        if (video) await app.storage.remove(video.key);
        throw error;
      }
      const saved = await exchanges.recordExchange(app.db, app.storage, {
        userId,
        orderNumber: number,
        lineId,
        reason,
        video,
        reportedAt,
      });
      return reply.status(201).send(saved);
    },
  );

  app.get(
    '/api/exchanges/:id/video',
    {
      onRequest: requireUser,
      schema: {
        tags: ['orders'],
        summary: 'The unboxing video (its owner or staff); one byte range on request (206, 416 past its end)',
        params: idParams,
      },
    },
    async (request, reply) => {
      const viewer = { userId: request.user.userId, isAdmin: request.user.role === 'admin' };
      reply.header('accept-ranges', 'bytes').header('cache-control', 'private, no-store');
      let file: Awaited<ReturnType<typeof exchanges.videoOf>>;
      try {
        file = await exchanges.videoOf(
          app.db,
          app.storage,
          request.params.id,
          viewer,
          parseRangeHeader(request.headers.range),
        );
      } catch (error) {
        if (!(error instanceof UnsatisfiableRange)) throw error;
        reply.header('content-range', `bytes */${error.size}`);
        throw new AppError('RANGE_NOT_SATISFIABLE', exchanges.EXCHANGE_MESSAGES.badRange);
      }
      reply.header('content-type', file.type);
      // HEAD: the headers only. Fastify would read the whole file to drop it; close it instead.
      let body: Readable = file.stream;
      if (request.method === 'HEAD') {
        file.stream.destroy();
        body = Readable.from([]);
      }
      // A browser plays and seeks the video by asking for ranges of it (Safari plays none without them).
      if (!file.range) return reply.header('content-length', String(file.size)).send(body);
      const { start, end } = file.range;
      return reply
        .status(206)
        .header('content-range', `bytes ${start}-${end}/${file.size}`)
        .header('content-length', String(end - start + 1))
        .send(body);
    },
  );

  app.get(
    '/api/admin/exchanges',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Damage reports, newest first (by status)',
        querystring: z.object({ status: exchangeStatus.optional() }),
        response: { 200: z.array(exchangeRequest), ...errorResponses(401, 403) },
      },
    },
    async (request) => exchanges.listExchanges(app.db, request.query.status),
  );

  app.post(
    '/api/admin/exchanges/:id/decision',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Approve or decline a damage report (once)',
        params: idParams,
        body: exchangeDecisionBody,
        response: { 200: exchangeRequest, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      exchanges.decideExchange(
        deps(request.log),
        request.params.id,
        request.user.userId,
        request.body.status,
        request.body.note,
      ),
  );
};

export default exchangeRoutes;
