import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_COOKIE_MAX_AGE_S, deviceCookieName, deviceIdOf, recordSignIn } from './known-devices.ts';

/**
 * The HTTP side of known devices (known-devices.ts), for every route that opens a session after a
 * password: POST /api/auth/login, the first password's setup, and a second-factor step. Reads or sets
 * the browser's `did` cookie (httpOnly, a year, SameSite=Lax, Secure in production) and records the
 * sign-in; a failure is logged and never stops the sign-in.
 */
export async function rememberSignInDevice(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  options: { alert?: boolean } = {},
) {
  const name = deviceCookieName(app.config.isProduction);
  const device = deviceIdOf(request.cookies[name]);
  reply.setCookie(name, device.id, {
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.isProduction,
    path: '/',
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
  try {
    await recordSignIn(
      { db: app.db, notifier: app.notifier, publicOrigin: app.config.publicOrigin },
      { userId, deviceId: device.id, userAgent: request.headers['user-agent'], alert: options.alert },
    );
  } catch (err) {
    request.log.warn({ err }, 'could not record the sign-in device');
  }
}
