import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { account, loginBody, loginResponse, me } from '../../../contracts/auth.ts';
import { userIdParams } from '../../../contracts/common.ts';
import { profileUpdateBody, profileWithPreferences } from '../../../contracts/profile.ts';
import { SECOND_FACTOR_MESSAGES } from '../../../contracts/second-factor.ts';
import { AccountThrottle } from '../../lib/account-throttle.ts';
import { AppError, forbidden } from '../../lib/errors.ts';
import { LoginThrottle } from '../../lib/login-throttle.ts';
import { errorResponses } from '../../lib/replies.ts';
import {
  assertSelfOrAdmin,
  requireSignedIn,
  requireUser,
  sessionCookieName,
  sessionCookieOptions,
} from '../../plugins/session.ts';
import { endSession } from '../identity/service.ts';
import addressRoutes from './address-routes.ts';
import deviceRoutes from './device-routes.ts';
import { deviceCookieName, isKnownBrowser } from './known-devices.ts';
import languageRoutes from './language-routes.ts';
import notificationChoiceRoutes from './notification-choice-routes.ts';
import passwordRoutes from './password-routes.ts';
import pushRoutes from './push-routes.ts';
import { statusOf } from './second-factor.ts';
import secondFactorRoutes from './second-factor-routes.ts';
import { notifySecurityByLogin } from './security-messages.ts';
import * as service from './service.ts';
import { rememberSignInDevice } from './sign-in-routes.ts';

const LOGIN_WINDOW_MS = 15 * 60 * 1000;

const ACCOUNT_SPACED = (ms: number) => {
  const seconds = Math.ceil(ms / 1000);
  const wait =
    seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minute(s)`;
  return `Too many wrong passwords were tried on this account. Please wait ${wait} and try again, or reset your password.`;
};

/**
 * onRequest hook after requireUser: only the owner (or an admin) may change a profile. Runs before the
 * body is validated, so someone else's id is a 403 whatever the body says.
 */
async function requireOwnProfile(request: FastifyRequest) {
  const { userId } = request.params as { userId?: string };
  if (request.user.userId !== userId && request.user.role !== 'admin') {
    throw forbidden('You can only edit your own profile.');
  }
}

const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(passwordRoutes);
  await app.register(addressRoutes);
  await app.register(deviceRoutes);
  await app.register(notificationChoiceRoutes);
  await app.register(languageRoutes);
  await app.register(pushRoutes);
  await app.register(secondFactorRoutes);
  const cookieName = sessionCookieName(app.config.isProduction);
  const throttle = new LoginThrottle(app.counters, app.config.loginRateLimit, LOGIN_WINDOW_MS);
  const accountThrottle = new AccountThrottle(app.counters);
  const noticeDeps = { db: app.db, notifier: app.notifier, publicOrigin: app.config.publicOrigin };
  const cookieOptions = sessionCookieOptions(app.config.isProduction);

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        body: loginBody,
        response: { 200: loginResponse, ...errorResponses(400, 401, 403, 429, 503) },
      },
      // A coarse cap on all attempts from one address; failed attempts are throttled per address and e-mail below.
      config: { rateLimit: { max: app.config.loginRateLimit * 10, timeWindow: '15 minutes' } },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const key = `${request.ip}:${email}`;
      const wait = await throttle.attempt(key);
      if (wait > 0) {
        reply.header('Retry-After', Math.ceil(wait / 1000));
        const minutes = Math.ceil(wait / 60000);
        throw new AppError(
          'RATE_LIMITED',
          `Too many failed sign-in attempts. Please wait ${minutes} minute(s) and try again.`,
        ).keyed('rateLimited.signIn', { count: minutes });
      }
      // Guesses spread over many addresses still meet the account's own limit; a browser the account
      // has signed in from before is not held back by it (nobody can lock the owner out of her browser).
      const knownBrowser = await isKnownBrowser(
        app.db,
        email,
        request.cookies[deviceCookieName(app.config.isProduction)],
      );
      if (!knownBrowser) {
        const spaced = await accountThrottle.attempt(email);
        if (spaced.crossed) {
          const at = new Date();
          app.afterReply.run('sign-in attempts notice', () =>
            notifySecurityByLogin(noticeDeps, email, 'attempts', { at }),
          );
        }
        if (spaced.waitMs > 0) {
          reply.header('Retry-After', Math.ceil(spaced.waitMs / 1000));
          throw new AppError('RATE_LIMITED', ACCOUNT_SPACED(spaced.waitMs));
        }
      }
      const result = await service.login(
        app.db,
        email,
        password,
        app.config.sessionTtlMs,
        request.headers['user-agent'],
      );
      // Signed in already: a store that fails now only leaves this attempt counted until the window ends.
      await Promise.all([throttle.succeed(key), accountThrottle.succeed(email)]).catch((err) =>
        request.log.warn({ err }, 'could not clear sign-in failures'),
      );
      // Staff with two-step sign-in on: no session yet (second-factor-routes.ts finishes the sign-in).
      if (!('token' in result)) return { secondFactor: 'required' as const, challenge: result.challenge };
      // A browser this account has not signed in from: the owner is told (known-devices.ts).
      await rememberSignInDevice(app, request, reply, result.userId);
      reply.setCookie(cookieName, result.token, { ...cookieOptions, expires: result.expiresAt });
      return { token: result.token, user: { id: result.userId, role: result.role } };
    },
  );

  async function signOut(request: FastifyRequest, reply: FastifyReply) {
    // The GET link must not work from another site (an <img src> or a link elsewhere signing people out):
    // a browser says where a request comes from (Sec-Fetch-Site); without it, the Referer must be ours.
    if (request.method === 'GET' && !fromThisSite(request)) {
      throw new AppError('CSRF_REJECTED', 'This request came from another site and was refused.');
    }
    const session = await request.getSession();
    if (session) await endSession(app.db, session.sessionId);
    reply.clearCookie(cookieName, cookieOptions);
    const wantsPage = (request.headers.accept ?? '').includes('text/html');
    if (request.method === 'GET' && wantsPage) return reply.redirect('/', 303);
    return { success: true as const };
  }

  function fromThisSite(request: FastifyRequest): boolean {
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined) return site === 'same-origin' || site === 'none';
    const referer = request.headers.referer;
    if (!referer) return true;
    try {
      const from = new URL(referer).origin;
      return from === app.config.publicOrigin || from === `${request.protocol}://${request.host}`;
    } catch {
      return false;
    }
  }

  const signOutSchema = {
    tags: ['auth'],
    summary: 'End the current session (a link: a browser navigation is sent home)',
    response: { 200: z.object({ success: z.literal(true) }) },
  };
  app.get('/api/auth/signout', { schema: signOutSchema }, signOut);
  app.post('/api/auth/signout', { schema: signOutSchema }, signOut);

  app.get(
    '/api/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: me, ...errorResponses(401) },
      },
      // Also for staff who must set up two-step sign-in first: the page learns it from secondFactor.
      onRequest: requireSignedIn,
    },
    async (request) => ({
      ...(await service.getMe(app.db, request.user.userId)),
      secondFactor: await statusOf(app.db, request.user, app.config.staffSecondFactor),
    }),
  );

  app.get(
    '/api/auth/account/:userId',
    {
      schema: {
        tags: ['auth'],
        summary: "A user's account (own only)",
        params: userIdParams,
        response: { 200: account, ...errorResponses(400, 401, 403, 404) },
      },
      // The web app's sign-in check: staff who must set up two-step sign-in still read their own.
      onRequest: requireSignedIn,
    },
    async (request) => {
      if (request.user.enrolmentOnly && request.user.userId !== request.params.userId) {
        throw forbidden(SECOND_FACTOR_MESSAGES.setUpFirst);
      }
      assertSelfOrAdmin(request, request.params.userId);
      return service.getAccount(app.db, request.params.userId);
    },
  );

  app.get(
    '/api/auth/profile/:userId',
    {
      schema: {
        tags: ['auth'],
        summary: "A user's profile with the edit-form extras (own only)",
        params: userIdParams,
        response: { 200: profileWithPreferences, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: requireUser,
    },
    async (request) => {
      assertSelfOrAdmin(request, request.params.userId);
      return service.getProfile(app.db, request.params.userId);
    },
  );

  app.put(
    '/api/auth/profile/:userId',
    {
      schema: {
        tags: ['auth'],
        summary:
          "Save a user's profile: the whole Edit Profile form (own only, or an admin); answers the saved profile",
        params: userIdParams,
        body: profileUpdateBody,
        response: { 200: profileWithPreferences, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: [requireUser, requireOwnProfile],
    },
    async (request) => service.updateProfile(app.db, request.params.userId, request.body),
  );
};

export default accountsRoutes;
