import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../../contracts/common.ts';
import {
  adminOrder,
  adminOrderFilters,
  adminOrderList,
  adminOrderListQuery,
  fitCounts,
  orderStatusChangeBody,
} from '../../../contracts/orders.ts';
import { datedFilename } from '../../lib/csv.ts';
import { errorResponses, sendPage } from '../../lib/replies.ts';
import { requireRole } from '../../plugins/session.ts';
import { fitCountsFor } from './fit.ts';
import * as service from './service.ts';

/** The staff side of orders (admins only); the back-office screens come with the back-office issue. */
export function adminOrderRoutes(
  deps: (log?: service.OrderDeps['log']) => service.OrderDeps,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireRole('admin'));

    app.get(
      '/api/admin/orders',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Orders, newest first: by status, by order number or e-mail (keyset paging, X-Next-Cursor)',
          querystring: adminOrderListQuery,
          response: { 200: adminOrderList, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        return sendPage(reply, await service.listOrdersForStaff(app.readDbFor(request), request.query));
      },
    );

    app.get(
      '/api/admin/products/:id/fit',
      {
        schema: {
          tags: ['admin'],
          summary:
            "A product's fit answers from its buyers (small, true to size, large) and the tendency its page " +
            "shows; counts only, never anyone's measurements",
          params: idParams,
          response: { 200: fitCounts, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => fitCountsFor(app.db, request.params.id),
    );

    app.get(
      '/api/admin/orders.csv',
      {
        schema: {
          tags: ['admin'],
          summary:
            'The orders the list shows (same filters: status, q, from, to) as a CSV download, streamed a page at a time',
          querystring: adminOrderFilters,
          produces: ['text/csv'],
          response: { ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        const stream = Readable.from(service.exportOrdersCsv(app.readDbFor(request), request.query));
        stream.on('error', (err) => request.log.error({ err }, 'order export failed'));
        return (
          reply
            .header('Content-Type', 'text/csv; charset=utf-8')
            .header(
              'Content-Disposition',
              `attachment; filename="${datedFilename('roslis-orders', new Date())}"`,
            )
            .header('Cache-Control', 'no-store')
            // A stream is sent as it is (no serializer); the response schema documents the errors only.
            .send(stream as never)
        );
      },
    );

    app.get(
      '/api/admin/orders/:id',
      {
        schema: {
          tags: ['admin'],
          summary: 'One order with its customer, lines, timeline and payment',
          params: idParams,
          response: { 200: adminOrder, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => service.getOrderForStaff(app.db, request.params.id),
    );

    app.post(
      '/api/admin/orders/:id/status',
      {
        schema: {
          tags: ['admin'],
          summary: 'Move an order one step: processing, shipped (carrier and tracking), delivered, cancelled',
          params: idParams,
          body: orderStatusChangeBody,
          response: { 200: adminOrder, ...errorResponses(400, 401, 403, 404, 409, 503) },
        },
      },
      async (request) => {
        const body = request.body;
        await service.changeStatus(deps(request.log), request.params.id, {
          to: body.status,
          actor: 'staff',
          actorUserId: request.user.userId,
          note: body.note,
          ...(body.status === 'shipped'
            ? { carrier: body.carrier, trackingNumber: body.trackingNumber }
            : {}),
        });
        return service.getOrderForStaff(app.db, request.params.id);
      },
    );

    app.post(
      '/api/admin/orders/:id/refund',
      {
        schema: {
          tags: ['admin'],
          summary: 'Refund an order in full: cancels it first when it has not shipped',
          params: idParams,
          body: z.object({ note: z.string().trim().max(500).optional() }),
          response: { 200: adminOrder, ...errorResponses(400, 401, 403, 404, 409, 503) },
        },
      },
      async (request) => {
        await service.refundOrder(
          deps(request.log),
          request.params.id,
          request.user.userId,
          request.body.note,
        );
        return service.getOrderForStaff(app.db, request.params.id);
      },
    );
  };
}
