import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okBody, userIdParams } from '../../../contracts/common.ts';
import {
  checkResetTokenBody,
  checkResetTokenResponse,
  FORGOT_PASSWORD_MESSAGE,
  forgotPasswordBody,
  forgotPasswordResponse,
  resetPasswordBody,
  resetPasswordResponse,
  setupPasswordBody,
  setupPasswordWithTokenBody,
  setupPasswordWithTokenResponse,
} from '../../../contracts/passwords.ts';
import { errorResponses } from '../../lib/replies.ts';
import { requireUser, sessionCookieName } from '../../plugins/session.ts';
import * as service from './passwords.ts';
import { rememberSignInDevice } from './sign-in-routes.ts';

/** Password setup after payment, and forgot/reset by e-mail. */
const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const cookieName = sessionCookieName(app.config.isProduction);

  app.post(
    '/api/auth/setup-password/:userId',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set the first password of the account a payment created (with its setup token); signs in',
        params: userIdParams,
        body: setupPasswordWithTokenBody,
        response: { 200: setupPasswordWithTokenResponse, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
      config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
    },
    async (request, reply) => {
      const session = await service.setupPasswordWithToken(app.db, {
        userId: request.params.userId,
        password: request.body.password,
        setupToken: request.body.setupToken,
        language: request.body.language,
        sessionTtlMs: app.config.sessionTtlMs,
        userAgent: request.headers['user-agent'],
      });
      reply.setCookie(cookieName, session.token, {
        httpOnly: true,
        sameSite: 'lax',
        secure: app.config.isProduction,
        path: '/',
        expires: session.expiresAt,
      });
      // This browser becomes the account's first known device, without an e-mail.
      await rememberSignInDevice(app, request, reply, request.params.userId, { alert: false });
      return { success: true as const, token: session.token };
    },
  );

  app.post(
    '/api/auth/setup-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'A signed-in account without a password sets one',
        body: setupPasswordBody,
        response: { 200: okBody, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
      onRequest: requireUser,
    },
    async (request) => {
      await service.setupPasswordForSession(app.db, request.user, request.body);
      return { success: true as const };
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'E-mail a single-use reset link (the same answer whether or not the account exists)',
        body: forgotPasswordBody,
        response: { 200: forgotPasswordResponse, ...errorResponses(400, 429) },
      },
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
    },
    async (request) => {
      // The same answer, at once, whether or not the account exists: the lookup, the link and the mail
      // (a slow mail server) happen after it, so neither the words nor the time tell who has an account.
      const { email } = request.body;
      app.afterReply.run('password reset mail', () =>
        service.sendPasswordReset(app.db, app.notifier, email, app.config.publicOrigin),
      );
      return { message: FORGOT_PASSWORD_MESSAGE };
    },
  );

  app.post(
    '/api/auth/reset-password/check',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether a reset link still works, without using it (never says whose account)',
        body: checkResetTokenBody,
        response: { 200: checkResetTokenResponse, ...errorResponses(400, 429) },
      },
      config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
    },
    async (request) => service.checkResetToken(app.db, request.body.token),
  );

  app.post(
    '/api/auth/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password from a reset link; ends every other session',
        body: resetPasswordBody,
        response: { 200: resetPasswordResponse, ...errorResponses(400, 429) },
      },
      config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
    },
    async (request) =>
      service.resetPassword(app.db, request.body.token, request.body.newPassword, {
        notifier: app.notifier,
        publicOrigin: app.config.publicOrigin,
        userAgent: request.headers['user-agent'],
      }),
  );
};

export default passwordRoutes;
