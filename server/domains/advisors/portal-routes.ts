import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADVISOR_PORTAL_MESSAGES,
  advisorCodeSent,
  advisorDashboardProfile,
  advisorLoginBody,
  advisorMonthlyPerformance,
  advisorMonthlyQuery,
  advisorRegistrationList,
  advisorRegistrationsQuery,
  advisorSignedIn,
} from '../../../contracts/advisor-portal.ts';
import { AccountThrottle, type AccountThrottleRules } from '../../lib/account-throttle.ts';
import { deviceHash } from '../../lib/device.ts';
import { AppError, unauthenticated } from '../../lib/errors.ts';
import { LoginThrottle } from '../../lib/login-throttle.ts';
import { errorResponses, sendPage } from '../../lib/replies.ts';
import * as identity from '../identity/service.ts';
import * as portal from './portal.ts';
import * as advisorSignIn from './sign-in.ts';

const LOGIN_WINDOW_MS = 15 * 60 * 1000;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireAdvisor: the signed-in fashion advisor. */
    advisorSession: advisorSignIn.AdvisorSession;
  }
}

/**
 * Wrong one-time codes one advisor code may take in a day, from anywhere (a code allows 5 tries and a
 * new one every 30 s, so guessing across re-sends could otherwise try thousands a day); past it, the
 * code's sign-in pauses for the rest of the 24 hours.
 */
export const ADVISOR_CODE_BUDGET: AccountThrottleRules = {
  freeFailures: 30,
  windowMs: 24 * 60 * 60 * 1000,
  firstDelayMs: 24 * 60 * 60 * 1000,
  maxDelayMs: 24 * 60 * 60 * 1000,
};

/** /api/advisor/*: sign-in with the code and a one-time code, sign-out, and the advisor's own reads. */
const advisorPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const cookieName = identity.advisorCookieName(app.config.isProduction);
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: app.config.isProduction,
    path: '/',
  };
  const throttle = new LoginThrottle(app.counters, app.config.loginRateLimit, LOGIN_WINDOW_MS);
  const codeBudget = new AccountThrottle(app.counters, ADVISOR_CODE_BUDGET);
  app.decorateRequest('advisorSession', null as unknown as advisorSignIn.AdvisorSession);

  /** onRequest hook: 401 unless an advisor is signed in (before any input is looked at). */
  async function requireAdvisor(request: FastifyRequest) {
    const token = request.cookies[cookieName];
    const session = token ? await advisorSignIn.resolveSession(app.db, token) : null;
    if (!session) throw unauthenticated(ADVISOR_PORTAL_MESSAGES.signedOut);
    request.advisorSession = session;
  }

  app.post(
    '/api/advisor/login',
    {
      schema: {
        tags: ['advisor'],
        summary:
          'Advisor sign-in: the code alone sends a one-time code to its e-mail (same answer for any code); the code with `otp` opens the session',
        body: advisorLoginBody,
        response: { 200: z.union([advisorSignedIn, advisorCodeSent]), ...errorResponses(400, 401, 429, 503) },
      },
      config: { rateLimit: { max: app.config.loginRateLimit * 10, timeWindow: '15 minutes' } },
    },
    async (request, reply) => {
      const { code, otp } = request.body;
      if (!otp) {
        await advisorSignIn.requestCode(app.db, app.notifier, app.config.codeHashSecret, code);
        return { otpSent: true as const, message: ADVISOR_PORTAL_MESSAGES.codeSent };
      }
      const key = `advisor:${request.ip}`;
      const wait = await throttle.attempt(key);
      if (wait > 0) {
        reply.header('Retry-After', Math.ceil(wait / 1000));
        throw new AppError(
          'RATE_LIMITED',
          `Too many failed sign-in attempts. Please wait ${Math.ceil(wait / 60000)} minute(s) and try again.`,
        );
      }
      // A day's budget of tries per advisor code, from every address together: guessing slowly across
      // re-sends and addresses stops there, and the advisor is told.
      const day = await codeBudget.attempt(`advisor-code:${code}`);
      if (day.crossed) {
        app.afterReply.run('advisor sign-in paused notice', () =>
          advisorSignIn.notifySignInPaused(app.db, app.notifier, code),
        );
      }
      if (day.waitMs > 0 || day.crossed) {
        reply.header('Retry-After', Math.ceil(Math.max(day.waitMs, ADVISOR_CODE_BUDGET.windowMs) / 1000));
        throw new AppError('RATE_LIMITED', ADVISOR_PORTAL_MESSAGES.lockedForToday);
      }
      const signedIn = await advisorSignIn.signIn(
        app.db,
        app.config.codeHashSecret,
        code,
        otp,
        new Date(),
        deviceHash(request.ip, request.headers['user-agent']),
      );
      await Promise.all([throttle.succeed(key), codeBudget.succeed(`advisor-code:${code}`)]).catch((err) =>
        request.log.warn({ err }, 'could not clear sign-in failures'),
      );
      reply.setCookie(cookieName, signedIn.token, { ...cookieOptions, expires: signedIn.expiresAt });
      return { advisor: signedIn.advisor, expiresAt: signedIn.expiresAt.toISOString() };
    },
  );

  app.post(
    '/api/advisor/logout',
    {
      schema: {
        tags: ['advisor'],
        summary: 'End the advisor session (nothing to end is not an error)',
        response: { 200: z.object({ success: z.literal(true) }) },
      },
    },
    async (request, reply: FastifyReply) => {
      const token = request.cookies[cookieName];
      const session = token ? await advisorSignIn.resolveSession(app.db, token) : null;
      if (session) await advisorSignIn.signOut(app.db, session.sessionId);
      reply.clearCookie(cookieName, cookieOptions);
      return { success: true as const };
    },
  );

  // The advisor's own reads: the advisor's id comes from the session only, never from the request.
  app.get(
    '/api/advisor/profile',
    {
      onRequest: requireAdvisor,
      schema: {
        tags: ['advisor'],
        summary: 'The signed-in advisor, its totals and its 5 most recent registrations',
        response: { 200: advisorDashboardProfile, ...errorResponses(401) },
      },
    },
    async (request) => portal.dashboardProfile(app.db, request.advisorSession.advisor),
  );

  app.get(
    '/api/advisor/registrations',
    {
      onRequest: requireAdvisor,
      schema: {
        tags: ['advisor'],
        summary:
          "The signed-in advisor's registrations, newest first, customers' contacts masked (next page: X-Next-Cursor)",
        querystring: advisorRegistrationsQuery,
        response: { 200: advisorRegistrationList, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      return sendPage(
        reply,
        await portal.advisorRegistrations(app.db, request.advisorSession.advisor.id, request.query),
      );
    },
  );

  app.get(
    '/api/advisor/performance/monthly',
    {
      onRequest: requireAdvisor,
      schema: {
        tags: ['advisor'],
        summary: "The signed-in advisor's registrations, revenue and commission per month of a year (IST)",
        querystring: advisorMonthlyQuery,
        response: { 200: advisorMonthlyPerformance, ...errorResponses(400, 401) },
      },
    },
    async (request) => portal.advisorMonthly(app.db, request.advisorSession.advisor.id, request.query.year),
  );
};

export default advisorPortalRoutes;
