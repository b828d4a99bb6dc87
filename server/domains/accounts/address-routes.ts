import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { address, addressInput, addressList } from '../../../contracts/addresses.ts';
import { errorBody } from '../../../contracts/common.ts';
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
        response: { 200: addressList, 401: errorBody },
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
        response: { 201: address, 400: errorBody, 401: errorBody },
      },
    },
    async (request, reply) => {
      const saved = await addresses.addAddress(app.db, request.user.userId, request.body);
      return reply.status(201).send(saved);
    },
  );
};

export default addressRoutes;
