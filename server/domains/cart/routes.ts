import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addToCartBody, cartItem, cartList, updateCartBody } from '../../../contracts/cart.ts';
import { idParams, okBody } from '../../../contracts/common.ts';
import { cartQuote, cartQuoteQuery } from '../../../contracts/pricing.ts';
import { errorResponses } from '../../lib/replies.ts';
import { requireUser } from '../../plugins/session.ts';
import * as service from './service.ts';

const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  // Pre-order holds left 30 minutes without checkout go back to the run.
  app.jobs.register({
    name: 'cart.expire-holds',
    everyMs: 60_000,
    run: (now) => service.expireHolds(app.db, now),
  });
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/cart',
    {
      schema: {
        tags: ['cart'],
        summary: "The signed-in user's cart",
        response: { 200: cartList, ...errorResponses(401) },
      },
    },
    async (request) => service.listCart(app.db, request.user.userId),
  );

  app.get(
    '/api/cart/quote',
    {
      schema: {
        tags: ['cart'],
        summary:
          "The bag priced for the member: each line's list price, the card's rules applied and the total; " +
          "the month's pick, what the card would save, and the points the bag may take (?points= to use some)",
        querystring: cartQuoteQuery,
        response: { 200: cartQuote, ...errorResponses(400, 401) },
      },
    },
    async (request) => service.cartQuote(app.db, request.user.userId, request.query.points),
  );

  app.post(
    '/api/cart',
    {
      schema: {
        tags: ['cart'],
        summary: 'Add a product (and variant) to the cart; the same product and variant merge into one line',
        body: addToCartBody,
        response: { 201: cartItem, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const line = await service.addToCart(app.db, request.user.userId, request.body);
      return reply.status(201).send(line);
    },
  );

  app.put(
    '/api/cart/:id',
    {
      schema: {
        tags: ['cart'],
        summary:
          'Set the quantity of a cart line (1 to 10) and/or who it is for (profileId: one of your style ' +
          'profiles; null for yourself)',
        params: idParams,
        body: updateCartBody,
        response: { 200: cartItem, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.updateLine(app.db, request.user.userId, request.params.id, request.body),
  );

  app.delete(
    '/api/cart/:id',
    {
      schema: {
        tags: ['cart'],
        summary: 'Remove a cart line',
        params: idParams,
        response: { 200: okBody, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await service.removeLine(app.db, request.user.userId, request.params.id);
      return { success: true as const };
    },
  );
};

export default cartRoutes;
