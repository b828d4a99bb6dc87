import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Content-Security-Policy for the web app: everything from our own origin, nothing inline but styles. */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

function expectedOrigin(request: FastifyRequest, publicOrigin?: string): string {
  return publicOrigin ?? `${request.protocol}://${request.host}`;
}

/**
 * Helmet with a real CSP, plus the CSRF rules of DESIGN section 3: a state-changing request whose
 * Origin names another site is refused (403), and request bodies must be JSON (415 otherwise).
 */
async function security(app: FastifyInstance) {
  const { isProduction, publicOrigin } = app.config;
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: isProduction ? { ...CSP_DIRECTIVES, upgradeInsecureRequests: [] } : CSP_DIRECTIVES,
    },
    crossOriginEmbedderPolicy: false,
    hsts: isProduction,
  });

  app.addHook('onRequest', async (request) => {
    if (!UNSAFE.has(request.method)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite === 'cross-site') {
      throw new AppError('CSRF_REJECTED', 'This request came from another site and was refused.');
    }
    if (origin !== undefined && origin !== expectedOrigin(request, publicOrigin)) {
      throw new AppError('CSRF_REJECTED', 'This request came from another site and was refused.');
    }
  });

  // JSON only: drop Fastify's text/plain parser (a form or text body then gets 415), and let an
  // empty JSON body through as "no body" (POST /api/products/{id}/vote sends none).
  app.removeContentTypeParser('text/plain');
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' || body === undefined) return done(null, undefined);
    parseJson(request, body as string, done);
  });
}

export default fp(security, { name: 'security', dependencies: ['db'] });
