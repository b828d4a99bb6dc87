import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okBody } from '../../../contracts/common.ts';
import {
  addToWishlistBody,
  wishlistItem,
  wishlistList,
  wishlistParams,
} from '../../../contracts/wishlist.ts';
import { errorResponses } from '../../lib/replies.ts';
import { requireUser } from '../../plugins/session.ts';
import * as service from './service.ts';

const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/wishlist',
    {
      schema: {
        tags: ['wishlist'],
        summary: "The signed-in person's wishlist, newest first",
        response: { 200: wishlistList, ...errorResponses(401) },
      },
    },
    async (request) => service.listWishlist(app.db, request.user.userId),
  );

  app.post(
    '/api/wishlist',
    {
      schema: {
        tags: ['wishlist'],
        summary: 'Save a product to the wishlist: 201 when added, 200 when it was already there',
        body: addToWishlistBody,
        response: { 200: wishlistItem, 201: wishlistItem, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { created, item } = await service.addToWishlist(
        app.db,
        request.user.userId,
        request.body.productId,
      );
      return reply.status(created ? 201 : 200).send(item);
    },
  );

  app.delete(
    '/api/wishlist/:productId',
    {
      schema: {
        tags: ['wishlist'],
        summary: 'Remove a product from the wishlist',
        params: wishlistParams,
        response: { 200: okBody, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await service.removeFromWishlist(app.db, request.user.userId, request.params.productId);
      return { success: true as const };
    },
  );
};

export default wishlistRoutes;
