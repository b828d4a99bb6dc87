import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '../../contracts/auth.ts';
import { SECOND_FACTOR_MESSAGES } from '../../contracts/second-factor.ts';
import { AppError } from '../lib/errors.ts';
import type { SessionUser } from '../lib/session-user.ts';

export type { SessionUser } from '../lib/session-user.ts';

export interface SessionPluginOptions {
  /** The accounts domain's lookup of a bearer token (the plugin knows no tables). */
  resolveSession: (token: string) => Promise<SessionUser | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, resolved once per request from the cookie or the Bearer token. */
    getSession(): Promise<SessionUser | null>;
    /** Set by requireUser: the signed-in user. */
    user: SessionUser;
  }
}

export function sessionCookieName(isProduction: boolean) {
  return isProduction ? '__Host-sid' : 'sid';
}

export function readToken(request: FastifyRequest, cookieName: string): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return request.cookies[cookieName] ?? null;
}

async function sessionPlugin(app: FastifyInstance, opts: SessionPluginOptions) {
  const cookieName = sessionCookieName(app.config.isProduction);
  app.decorateRequest('user', null as unknown as SessionUser);
  app.decorateRequest('getSession', function (this: FastifyRequest) {
    const memo = this as FastifyRequest & { sessionPromise?: Promise<SessionUser | null> };
    if (!memo.sessionPromise) {
      const token = readToken(this, cookieName);
      memo.sessionPromise = token ? opts.resolveSession(token) : Promise.resolve(null);
    }
    return memo.sessionPromise;
  });
}

export default fp(sessionPlugin, { name: 'session', dependencies: ['db'] });

/** How the session cookie is set: by the sign-in and by its second step (accounts domain). */
export function sessionCookieOptions(isProduction: boolean) {
  return { httpOnly: true, sameSite: 'lax' as const, secure: isProduction, path: '/' };
}

/**
 * onRequest hook: 401 unless signed in (runs before body validation, so anonymous callers learn
 * nothing); 403 for staff who must set up two-step sign-in first (SessionUser.enrolmentOnly).
 */
export async function requireUser(request: FastifyRequest, reply: FastifyReply) {
  await requireSignedIn(request, reply);
  if (request.user.enrolmentOnly) throw new AppError('FORBIDDEN', SECOND_FACTOR_MESSAGES.setUpFirst);
}

/** onRequest hook for the routes an enrolment-only session may use: /api/auth/me and the setup. */
export async function requireSignedIn(request: FastifyRequest, _reply: FastifyReply) {
  const session = await request.getSession();
  if (!session) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
  request.user = session;
}

/** onRequest hook factory: 401 when signed out, 403 unless the user has one of the roles. */
export function requireRole(...roles: Role[]) {
  return async function requireRoleHandler(request: FastifyRequest, reply: FastifyReply) {
    await requireUser(request, reply);
    if (!roles.includes(request.user.role)) {
      throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
    }
  };
}

/** The user may read data keyed by userId only for themselves (admins may read anyone's). */
export function assertSelfOrAdmin(request: FastifyRequest, userId: string) {
  if (request.user.userId !== userId && request.user.role !== 'admin') {
    throw new AppError('FORBIDDEN', 'You can only view your own account.');
  }
}
