import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { address, addressInput, addressList } from '../../../contracts/addresses.ts';
import { idParams, okBody } from '../../../contracts/common.ts';
import { errorResponses } from '../../lib/replies.ts';
import { requireUser } from '../../plugins/session.ts';
import * as addresses from './addresses.ts';

/** The signed-in member's delivery addresses (checkout picks one; the profile manages them). */
const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/addresses',
    {
      onRequest: requireUser,
      schema: {
        tags: ['addresses'],
        summary: "The member's delivery addresses, the default first",
        response: { 200: addressList, ...errorResponses(401) },
      },
    },
    async (request) => addresses.listAddresses(app.db, request.user.userId),
  );

  app.post(
    '/api/addresses',
    {
      onRequest: requireUser,
      schema: {
        tags: ['addresses'],
        summary: 'Save a delivery address (India: +91 mobile, state or union territory, 6-digit PIN)',
        body: addressInput,
        response: { 201: address, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const saved = await addresses.addAddress(app.db, request.user.userId, request.body);
      return reply.status(201).send(saved);
    },
  );

  app.put(
    '/api/addresses/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['addresses'],
        summary: "Change one of the member's addresses (another member's is 404)",
        params: idParams,
        body: addressInput,
        response: { 200: address, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => addresses.updateAddress(app.db, request.user.userId, request.params.id, request.body),
  );

  app.post(
    '/api/addresses/:id/default',
    {
      onRequest: requireUser,
      schema: {
        tags: ['addresses'],
        summary: 'Make this address the default',
        params: idParams,
        response: { 200: address, ...errorResponses(401, 404) },
      },
    },
    async (request) => addresses.setDefaultAddress(app.db, request.user.userId, request.params.id),
  );

  app.delete(
    '/api/addresses/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['addresses'],
        summary: 'Delete an address (never the default: 409)',
        params: idParams,
        response: { 200: okBody, ...errorResponses(401, 404, 409) },
      },
    },
    async (request) => {
      await addresses.deleteAddress(app.db, request.user.userId, request.params.id);
      return { success: true as const };
    },
  );
};

export default addressRoutes;
