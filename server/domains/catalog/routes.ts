import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  category,
  categorySlugParams,
  product,
  productListQuery,
  productSlugParams,
  productWithSpecs,
  relatedProducts,
} from '../../../contracts/catalog.ts';
import { errorBody } from '../../../contracts/common.ts';
import { userProfile } from '../../../contracts/user.ts';
import { requireUser } from '../../plugins/session.ts';
import * as service from './service.ts';

/** The signed-in viewer's id, or null: catalog reads are public, the flags are personal. */
export async function viewerId(request: FastifyRequest): Promise<string | null> {
  return (await request.getSession())?.userId ?? null;
}

const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/products',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'List products, newest first. Filters combine (name contains q AND category in the set AND status in the set); ' +
          'categoryId and status take comma-separated lists; categorySlug lists one category across both storefronts. ' +
          'The next page cursor comes in the X-Next-Cursor header.',
        querystring: productListQuery,
        response: { 200: z.array(product), 400: errorBody },
      },
    },
    async (request, reply) => {
      const { products, nextCursor } = await service.listProducts(
        app.db,
        request.query,
        await viewerId(request),
      );
      if (nextCursor) reply.header('X-Next-Cursor', nextCursor);
      reply.header('Access-Control-Expose-Headers', 'X-Next-Cursor');
      return products;
    },
  );

  app.get(
    '/api/products/:slug',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One product by slug, with its specs (product attributes)',
        params: productSlugParams,
        response: { 200: productWithSpecs, 404: errorBody },
      },
    },
    async (request) => service.getProduct(app.db, request.params.slug, await viewerId(request)),
  );

  app.get(
    '/api/products/:slug/related',
    {
      schema: {
        tags: ['catalog'],
        summary: 'You Might Also Like: up to 4 products, the same category and storefront first',
        params: productSlugParams,
        response: { 200: relatedProducts, 404: errorBody },
      },
    },
    async (request) => service.relatedProducts(app.db, request.params.slug, await viewerId(request)),
  );

  app.get(
    '/api/categories',
    { schema: { tags: ['catalog'], summary: 'All categories', response: { 200: z.array(category) } } },
    async () => service.listCategories(app.db),
  );

  app.get(
    '/api/categories/:slug',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'One category by slug (the category page lists its products with GET /api/products?categorySlug=)',
        params: categorySlugParams,
        response: { 200: category, 404: errorBody },
      },
    },
    async (request) => service.getCategory(app.db, request.params.slug),
  );

  app.get(
    '/api/user/profile',
    {
      onRequest: requireUser,
      schema: {
        tags: ['catalog'],
        summary: "The signed-in person's storefront profile: membershipTier is NONE for non-members",
        response: { 200: userProfile, 401: errorBody },
      },
    },
    async (request) => service.getUserProfile(app.db, request.user.userId),
  );
};

export default catalogRoutes;
