import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okBody } from '../../../contracts/common.ts';
import { deviceName } from '../../../contracts/device.ts';
import { pushKey, pushSubscriptionBody, pushUnsubscribeBody } from '../../../contracts/notifications.ts';
import { badRequest } from '../../lib/errors.ts';
import { deleteSubscription, saveSubscription } from '../../lib/notify/push-subscriptions.ts';
import { errorResponses } from '../../lib/replies.ts';
import { requireUser } from '../../plugins/session.ts';

/**
 * Web push for the member's devices: the server's public key for `pushManager.subscribe`, and saving or
 * forgetting this browser's subscription. Which kinds are pushed is the member's choice
 * (/api/user/notifications, `push`).
 */
const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/push/key',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The VAPID public key browsers subscribe with (null when push is off)',
        response: { 200: pushKey },
      },
    },
    async () => ({ publicKey: app.config.push?.publicKey ?? null }),
  );

  app.post(
    '/api/push/subscriptions',
    {
      onRequest: requireUser,
      schema: {
        tags: ['accounts'],
        summary: "Save this browser's push subscription (one per device endpoint)",
        body: pushSubscriptionBody,
        response: { 200: okBody, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      if (!app.config.push) throw badRequest('Push notifications are not offered by this shop yet.');
      // The server posts to this address: in production only a push service's https name, never an
      // address on the shop's own network (tests run their push service on this machine).
      if (app.config.isProduction && !pushServiceAddress(request.body.endpoint)) {
        throw badRequest('The push subscription needs the push service’s https address.', {
          endpoint: ['Must be an https:// address of a push service'],
        });
      }
      const agent = request.headers['user-agent'];
      await saveSubscription(app.db, request.user.userId, request.body, agent ? deviceName(agent) : null);
      return { success: true as const };
    },
  );

  app.delete(
    '/api/push/subscriptions',
    {
      onRequest: requireUser,
      schema: {
        tags: ['accounts'],
        summary: "Forget this browser's push subscription (nothing to forget is fine too)",
        body: pushUnsubscribeBody,
        response: { 200: okBody, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      await deleteSubscription(app.db, request.user.userId, request.body.endpoint);
      return { success: true as const };
    },
  );
};

/** https, a host name (not an IP address or localhost): what every browser's push service gives. */
export function pushServiceAddress(endpoint: string): boolean {
  const url = new URL(endpoint);
  const host = url.hostname.toLowerCase();
  return (
    url.protocol === 'https:' &&
    host.includes('.') &&
    !host.startsWith('[') &&
    !/^[\d.]+$/.test(host) &&
    host !== 'localhost' &&
    !host.endsWith('.localhost') &&
    !host.endsWith('.internal') &&
    !host.endsWith('.local')
  );
}

export default pushRoutes;
