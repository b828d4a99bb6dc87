import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { category, product, productListQuery, productSlugParams } from '../../../contracts/catalog.ts';
import { errorBody } from '../../../contracts/common.ts';
import * as service from './service.ts';

const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'List products (newest first). The next page cursor comes in the X-Next-Cursor header.',
        querystring: productListQuery,
        response: { 200: z.array(product), 400: errorBody },
      },
    },
    async (request, reply) => {
      const { products, nextCursor } = await service.listProducts(app.db, request.query);
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
        summary: 'One product by slug',
        params: productSlugParams,
        response: { 200: product, 404: errorBody },
      },
    },
    async (request) => service.getProduct(app.db, request.params.slug),
  );

  app.get(
    '/api/categories',
    { schema: { tags: ['catalog'], summary: 'All categories', response: { 200: z.array(category) } } },
    async () => service.listCategories(app.db),
  );
};

export default catalogRoutes;
