import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelOrderBody,
  IDEMPOTENCY_HEADER,
  idempotencyKey,
  order,
  orderCheckout,
  orderListQuery,
  orderNumberParams,
  orderSummaryList,
  placeOrderBody,
  placeOrderResponse,
} from '../../../contracts/orders.ts';
import { sha256 } from '../../lib/crypto.ts';
import { badRequest } from '../../lib/errors.ts';
import { errorResponses, sendPage } from '../../lib/replies.ts';
import { readToken, requireUser, sessionCookieName } from '../../plugins/session.ts';
import { adminOrderRoutes } from './admin-routes.ts';
import emiRoutes from './emi-routes.ts';
import exchangeRoutes from './exchange-routes.ts';
import reviewRoutes from './review-routes.ts';
import * as service from './service.ts';

export const KEY_REQUIRED = `Send an ${'Idempotency-Key'} header (8 to 100 letters, digits, - _ : .) so a retried checkout cannot order twice.`;

/** Checkout and the member's orders. Admin order routes live in admin-routes.ts. */
const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const cookieName = sessionCookieName(app.config.isProduction);
  const perSession = (request: FastifyRequest) => {
    const token = readToken(request, cookieName);
    return token ? `session:${sha256(token)}` : `ip:${request.ip}`;
  };
  const deps = (log: service.OrderDeps['log'] = app.log): service.OrderDeps => ({
    db: app.db,
    gateway: app.payments,
    notifier: app.notifier,
    log,
    origin: app.config.publicOrigin,
  });
  // A paid order is settled here: paid, its pieces leave the cart, the confirmation e-mail.
  app.paymentHandlers.register('order', service.orderPaymentHandler(deps()));
  // Orders whose payment never came give their pieces back (checked at a quarter of the window).
  app.jobs.register({
    name: 'orders.expire-reservations',
    everyMs: Math.min(60_000, Math.max(1_000, Math.floor(app.config.orderReservationMs / 4))),
    run: (now) => service.expireReservations({ db: app.db, log: app.log }, now),
  });

  app.post(
    '/api/orders',
    {
      onRequest: requireUser,
      schema: {
        tags: ['orders'],
        summary:
          'Place the cart as an order: prices from the database, stock reserved for 15 minutes, a payment opened (Idempotency-Key header required)',
        body: placeOrderBody,
        response: {
          200: placeOrderResponse,
          201: placeOrderResponse,
          ...errorResponses(400, 401, 403, 404, 409, 503),
        },
      },
      // Per signed-in person, not per IP: mobile networks put many shoppers behind one address.
      config: { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: perSession } },
    },
    async (request, reply) => {
      const key = idempotencyKey.safeParse(request.headers[IDEMPOTENCY_HEADER]);
      if (!key.success) throw badRequest(KEY_REQUIRED);
      const { replayed, ...placed } = await service.placeOrder(
        { db: app.db, gateway: app.payments, reservationMs: app.config.orderReservationMs },
        request.user.userId,
        key.data,
        request.body.addressId,
        new Date(),
        request.body.points ?? 0,
      );
      // Nothing was left to pay: no payment will settle it, so the receipt goes out now.
      if (!replayed && placed.order.status === 'paid') {
        await service.confirmPaidAtPlacement(deps(request.log), placed.order.id);
      }
      return reply.status(replayed ? 200 : 201).send(placed);
    },
  );

  app.get(
    '/api/orders',
    {
      onRequest: requireUser,
      schema: {
        tags: ['orders'],
        summary: "The member's orders, newest first (the next page's cursor in X-Next-Cursor)",
        querystring: orderListQuery,
        response: { 200: orderSummaryList, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      return sendPage(reply, await service.listOrders(app.db, request.user.userId, request.query));
    },
  );

  app.get(
    '/api/orders/:orderNumber',
    {
      onRequest: requireUser,
      schema: {
        tags: ['orders'],
        summary: "One of the member's orders: lines, timeline, tracking, payment (404 for anyone else's)",
        params: orderNumberParams,
        response: { 200: order, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.getOrder(app.db, request.user.userId, request.params.orderNumber),
  );

  app.post(
    '/api/orders/:orderNumber/pay',
    {
      onRequest: requireUser,
      schema: {
        tags: ['orders'],
        summary: 'The checkout of an order still awaiting payment (the same gateway order again)',
        params: orderNumberParams,
        response: { 200: orderCheckout, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      service.paymentForOrder(
        { db: app.db, gateway: app.payments, reservationMs: app.config.orderReservationMs },
        request.user.userId,
        request.params.orderNumber,
      ),
  );

  app.post(
    '/api/orders/:orderNumber/cancel',
    {
      onRequest: requireUser,
      schema: {
        tags: ['orders'],
        summary: 'Cancel before shipping: the pieces go back and a payment is refunded',
        params: orderNumberParams,
        body: cancelOrderBody,
        response: { 200: order, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => {
      const { userId } = request.user;
      const id = await service.memberOrderId(app.db, userId, request.params.orderNumber);
      await service.changeStatus(deps(request.log), id, {
        to: 'cancelled',
        actor: 'member',
        actorUserId: userId,
        ownerId: userId,
        note: request.body.reason
          ? `Cancelled by the member: ${request.body.reason}`
          : 'Cancelled by the member.',
      });
      return service.getOrder(app.db, userId, request.params.orderNumber);
    },
  );

  await app.register(reviewRoutes);
  await app.register(emiRoutes);
  await app.register(exchangeRoutes, { deps });
  await app.register(adminOrderRoutes(deps));
};

export default ordersRoutes;
