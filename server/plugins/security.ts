import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
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
  // The service worker (/sw.js) and the installable app's manifest, both from our own origin.
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/** Razorpay's checkout: its script, the frame it opens and the calls it makes (only with Razorpay keys). */
export const RAZORPAY_CSP = {
  scriptSrc: ['https://checkout.razorpay.com'],
  frameSrc: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connectSrc: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  imgSrc: ['https://cdn.razorpay.com'],
};

/**
 * The CSP for this configuration: our own origin, plus Razorpay's checkout when it takes the payments,
 * and the pictures' public origin (MEDIA_BASE_URL) when they are served from there.
 */
export function cspDirectives(options: { isProduction: boolean; razorpay: boolean; mediaBaseUrl?: string }) {
  const directives: Record<string, string[] | null> = { ...CSP_DIRECTIVES };
  if (options.razorpay) {
    directives.scriptSrc = [...CSP_DIRECTIVES.scriptSrc, ...RAZORPAY_CSP.scriptSrc];
    directives.frameSrc = RAZORPAY_CSP.frameSrc;
    directives.connectSrc = [...CSP_DIRECTIVES.connectSrc, ...RAZORPAY_CSP.connectSrc];
    directives.imgSrc = [...CSP_DIRECTIVES.imgSrc, ...RAZORPAY_CSP.imgSrc];
  }
  if (options.mediaBaseUrl)
    directives.imgSrc = [...(directives.imgSrc ?? []), new URL(options.mediaBaseUrl).origin];
  if (options.isProduction) directives.upgradeInsecureRequests = [];
  return directives;
}

/**
 * The shop's own origin (PUBLIC_ORIGIN). Outside production the address the browser used counts too
 * (127.0.0.1 and localhost alike, when PUBLIC_ORIGIN is the http://localhost:PORT default).
 */
function isOwnOrigin(request: FastifyRequest, origin: string, publicOrigin: string, isProduction: boolean) {
  return origin === publicOrigin || (!isProduction && origin === `${request.protocol}://${request.host}`);
}

/**
 * Helmet with a real CSP, plus the shop's CSRF rules: a state-changing request whose
 * Origin names another site is refused (403), and request bodies must be JSON (415 otherwise).
 */
async function security(app: FastifyInstance) {
  const { isProduction, publicOrigin } = app.config;
  // Helmet's headers, built once: @fastify/helmet built the whole middleware (and parsed the CSP)
  // again on every request, a fifth of a cached catalogue answer's CPU (bench/catalog).
  const applyHelmet = helmet({
    contentSecurityPolicy: {
      directives: cspDirectives({
        isProduction,
        razorpay: app.config.payments.provider === 'razorpay',
        mediaBaseUrl: app.config.mediaBaseUrl,
      }),
    },
    crossOriginEmbedderPolicy: false,
    hsts: isProduction,
  });
  app.addHook('onRequest', (request, reply, done) => {
    applyHelmet(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });

  app.addHook('onRequest', async (request) => {
    if (!UNSAFE.has(request.method)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite === 'cross-site') {
      throw new AppError('CSRF_REJECTED', 'This request came from another site and was refused.');
    }
    if (origin !== undefined && !isOwnOrigin(request, origin, publicOrigin, isProduction)) {
      throw new AppError('CSRF_REJECTED', 'This request came from another site and was refused.');
    }
  });

  // A NUL character is never text a person typed, and PostgreSQL cannot store it in a text column (a 500
  // otherwise): any in the path, the query or the body is a 400 before a route sees the request.
  app.addHook('preValidation', async (request) => {
    if (
      hasNul(request.url) ||
      hasNul(safeDecode(request.url)) ||
      hasNul(request.query) ||
      hasNul(request.params) ||
      hasNul(request.body)
    ) {
      throw new AppError('BAD_REQUEST', NUL_MESSAGE);
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

export const NUL_MESSAGE = 'Text cannot contain a NUL character (\\u0000). Remove it and try again.';

function safeDecode(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

/** A NUL anywhere in a string, or in the strings and keys of an object or array (JSON bodies, queries). */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  if (Buffer.isBuffer(value)) return false;
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1));
}

export default fp(security, { name: 'security', dependencies: ['db'] });
