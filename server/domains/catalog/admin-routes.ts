import type { IncomingMessage } from 'node:http';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminProduct,
  adminProductList,
  adminProductListQuery,
  imageOrderBody,
  imageParams,
  PRODUCT_ADMIN_MESSAGES,
  PRODUCT_IMAGE_MAX_BYTES,
  productBody,
} from '../../../contracts/admin-products.ts';
import { idParams } from '../../../contracts/common.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { errorResponses, sendPage } from '../../lib/replies.ts';
import { requireRole } from '../../plugins/session.ts';
import * as admin from './admin.ts';
import { readUpload } from './images.ts';

/** After a refused upload, read and drop what the client still sends, so it sees the answer. */
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

/**
 * The back office's Products tab: admins only. Sub-admins get 403: they look after their assigned
 * advisors and nothing of the catalogue.
 */
const productAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminsOnly = requireRole('admin');
  // Multipart in this scope only (the picture upload); everywhere else bodies are JSON.
  await app.register(multipart, {
    limits: { files: 1, fields: 2, fieldSize: 1024, fileSize: PRODUCT_IMAGE_MAX_BYTES + 1 },
  });

  app.get(
    '/api/admin/products',
    {
      onRequest: adminsOnly,
      schema: {
        tags: ['admin'],
        summary:
          'Products, newest first, with vote counts and "ready to launch"; q searches name and slug; filters storefront, status, category, ready. Next page: X-Next-Cursor',
        querystring: adminProductListQuery,
        response: { 200: adminProductList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      return sendPage(reply, await admin.listProducts(app.db, request.query));
    },
  );

  app.get(
    '/api/admin/products/:id',
    {
      onRequest: adminsOnly,
      schema: {
        tags: ['admin'],
        summary: 'One product with every field, its sizes and colours and its pictures',
        params: idParams,
        response: { 200: adminProduct, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => admin.getProduct(app.db, request.params.id),
  );

  app.post(
    '/api/admin/products',
    {
      onRequest: adminsOnly,
      schema: {
        tags: ['admin'],
        summary: 'Create a product (prices in paise; slug unique; LIMITED-EDITION runs of 25 pieces)',
        body: productBody,
        response: { 201: adminProduct, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return admin.createProduct(app.db, request.user, request.body);
    },
  );

  app.put(
    '/api/admin/products/:id',
    {
      onRequest: adminsOnly,
      schema: {
        tags: ['admin'],
        summary: 'Change every field of a product (the sizes and colours become exactly those sent)',
        params: idParams,
        body: productBody,
        response: { 200: adminProduct, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => admin.updateProduct(app.db, request.user, request.params.id, request.body),
  );

  app.post(
    '/api/admin/products/:id/images',
    {
      onRequest: adminsOnly,
      schema: {
        tags: ['admin'],
        summary:
          'Upload a photo: multipart with one file `image` (JPEG, PNG or WebP by its bytes, at most 15 MB); WebP and AVIF at 480/960/1440 px',
        params: idParams,
        response: { 201: adminProduct, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', PRODUCT_ADMIN_MESSAGES.multipartOnly);
      }
      // Refuse before reading the upload: nothing is read or stored for an unknown product.
      await admin.requireProduct(app.db, request.params.id);
      let bytes: Buffer | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          if (part.fieldname !== 'image' || bytes) part.file.resume();
          else bytes = await readUpload(part.file);
        }
      } catch (error) {
        await discardRestOfUpload(request.raw);
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError('PAYLOAD_TOO_LARGE', PRODUCT_ADMIN_MESSAGES.imageTooLarge, {
            image: [PRODUCT_ADMIN_MESSAGES.imageTooLarge],
          });
        }
        throw error;
      }
      if (!bytes || bytes.length === 0) {
        throw badRequest(PRODUCT_ADMIN_MESSAGES.imageMissing, {
          image: [PRODUCT_ADMIN_MESSAGES.imageMissing],
        });
      }
      const product = await admin.addImage(app.db, app.storage, request.user, request.params.id, bytes);
      return reply.code(201).send(product);
    },
  );

  app.put(
    '/api/admin/products/:id/images/order',
    {
      onRequest: adminsOnly,
      schema: {
        tags: ['admin'],
        summary: 'Reorder the pictures: every picture id once, first is shown first',
        params: idParams,
        body: imageOrderBody,
        response: { 200: adminProduct, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => admin.reorderImages(app.db, request.user, request.params.id, request.body.ids),
  );

  app.post(
    '/api/admin/products/:id/images/:imageId/primary',
    {
      onRequest: adminsOnly,
      schema: {
        tags: ['admin'],
        summary: 'Make a picture the main one (cards and the product page show it first)',
        params: imageParams,
        response: { 200: adminProduct, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => admin.setPrimaryImage(app.db, request.user, request.params.id, request.params.imageId),
  );

  app.delete(
    '/api/admin/products/:id/images/:imageId',
    {
      onRequest: adminsOnly,
      schema: {
        tags: ['admin'],
        summary: 'Remove a picture (and its stored files)',
        params: imageParams,
        response: { 200: adminProduct, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      admin.deleteImage(app.db, app.storage, request.user, request.params.id, request.params.imageId),
  );
};

export default productAdminRoutes;
