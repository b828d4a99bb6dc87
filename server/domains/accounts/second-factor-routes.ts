import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginSession } from '../../../contracts/auth.ts';
import { idParams } from '../../../contracts/common.ts';
import {
  recoveryCodes,
  SECOND_FACTOR_MESSAGES,
  secondFactorCodeBody,
  secondFactorLoginBody,
  secondFactorResetResponse,
  secondFactorSetup,
} from '../../../contracts/second-factor.ts';
import { AppError, forbidden } from '../../lib/errors.ts';
import { LoginThrottle } from '../../lib/login-throttle.ts';
import { errorResponses } from '../../lib/replies.ts';
import {
  requireRole,
  requireSignedIn,
  requireUser,
  sessionCookieName,
  sessionCookieOptions,
} from '../../plugins/session.ts';
import { createSession } from '../identity/service.ts';
import * as secondFactor from './second-factor.ts';
import { rememberSignInDevice } from './sign-in-routes.ts';

const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** Staff two-step sign-in (accounts/second-factor.ts): the sign-in's second step, the setup, the reset. */
const secondFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const cookieName = sessionCookieName(app.config.isProduction);
  const cookieOptions = sessionCookieOptions(app.config.isProduction);
  // Wrong codes count like wrong passwords, per user (the challenge proves the password already).
  const throttle = new LoginThrottle(app.counters, app.config.loginRateLimit, LOGIN_WINDOW_MS);
  const codeSecret = app.config.codeHashSecret;

  /** Staff only: a member's account has no second factor to set up. */
  const staffOnly = async (request: { user: { role: string } }) => {
    if (request.user.role !== 'admin' && request.user.role !== 'subadmin') {
      throw forbidden('Two-step sign-in is for staff accounts.');
    }
  };

  /** Counts a code try of the user (429 past the limit); `check` runs it, and a right code clears the count. */
  async function throttled<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: string,
    check: () => Promise<T>,
  ): Promise<T> {
    const key = `second-factor:${userId}`;
    const wait = await throttle.attempt(key);
    if (wait > 0) {
      reply.header('Retry-After', Math.ceil(wait / 1000));
      throw new AppError('RATE_LIMITED', SECOND_FACTOR_MESSAGES.tooMany(Math.ceil(wait / 60000)));
    }
    const result = await check();
    await throttle
      .succeed(key)
      .catch((err) => request.log.warn({ err }, 'could not clear second-factor failures'));
    return result;
  }

  app.post(
    '/api/auth/login/second-factor',
    {
      schema: {
        tags: ['auth'],
        summary: "Sign-in's second step: the challenge from POST /api/auth/login and a code",
        body: secondFactorLoginBody,
        response: { 200: loginSession, ...errorResponses(400, 401, 403, 404, 409, 429, 503) },
      },
      config: { rateLimit: { max: app.config.loginRateLimit * 10, timeWindow: '15 minutes' } },
    },
    async (request, reply) => {
      const now = new Date();
      const challenge = await secondFactor.openChallenge(app.db, request.body.challenge, now);
      const user = await throttled(request, reply, challenge.userId, () =>
        secondFactor.completeChallenge(app.db, codeSecret, challenge, request.body.code, now),
      );
      const session = await createSession(
        app.db,
        user.userId,
        app.config.sessionTtlMs,
        request.headers['user-agent'],
      );
      reply.setCookie(cookieName, session.token, { ...cookieOptions, expires: session.expiresAt });
      // The sign-in is complete only now: a browser this account has not used is reported (known-devices.ts).
      await rememberSignInDevice(app, request, reply, user.userId);
      return { token: session.token, user: { id: user.userId, role: user.role } };
    },
  );

  app.post(
    '/api/auth/second-factor/setup',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start setting up two-step sign-in: a new secret (pending until confirmed)',
        response: { 200: secondFactorSetup, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: [requireSignedIn, staffOnly],
    },
    async (request) => secondFactor.beginSetup(app.db, codeSecret, request.user.userId),
  );

  app.post(
    '/api/auth/second-factor/confirm',
    {
      schema: {
        tags: ['auth'],
        summary: 'Turn two-step sign-in on with a code from the app; answers the 10 recovery codes, once',
        body: secondFactorCodeBody,
        response: { 200: recoveryCodes, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: [requireSignedIn, staffOnly],
    },
    async (request) => secondFactor.confirmSetup(app.db, codeSecret, request.user.userId, request.body.code),
  );

  app.post(
    '/api/auth/second-factor/recovery-codes',
    {
      schema: {
        tags: ['auth'],
        summary: 'New recovery codes (the old ones stop working), with a current code from the app',
        body: secondFactorCodeBody,
        response: { 200: recoveryCodes, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: [requireUser, staffOnly],
    },
    // A stolen session must not guess its way to new recovery codes: tries count like sign-in codes.
    async (request, reply) =>
      throttled(request, reply, request.user.userId, () =>
        secondFactor.renewRecoveryCodes(app.db, codeSecret, request.user.userId, request.body.code),
      ),
  );

  app.post(
    '/api/admin/sub-admins/:id/second-factor/reset',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: "Reset a sub-admin's two-step sign-in (its sessions end; audited)",
        params: idParams,
        response: { 200: secondFactorResetResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => secondFactor.resetForSubAdmin(app.db, request.user, request.params.id),
  );
};

export default secondFactorRoutes;
