import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { requireRole } from './session.ts';

/**
 * OpenAPI document built from the routes' zod schemas; the UI at /api/docs and the document at
 * /api/docs/json. API_DOCS decides who reads them: anyone, signed-in staff (production's default), or
 * nobody (404).
 */
async function docs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Roslis store API',
        version: '0.1.0',
        description: 'Membership-card store: catalogue, cart, accounts.',
      },
      components: {
        securitySchemes: {
          cookie: { type: 'apiKey', in: 'cookie', name: app.config.isProduction ? '__Host-sid' : 'sid' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  if (app.config.apiDocs === 'off') return;
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiHooks: app.config.apiDocs === 'staff' ? { onRequest: requireRole('admin', 'subadmin') } : {},
  });
}

export default fp(docs, { name: 'docs', dependencies: ['db'] });
