import webpush from 'web-push';
import type { DbOrTx } from '../../db/client.ts';
import type { PushConfig } from '../../env.ts';
import { TransportError } from './msg91.ts';
import { dropSubscription, endpointLabel, markUsed, subscriptionById } from './push-subscriptions.ts';

/** A push waits this long at the push service for an offline device (then the service drops it). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

export interface PushSender {
  /**
   * Encrypt `payload` (the row's JSON text) to the device and hand it to its push service. Throws a
   * TransportError: permanent when the device is gone (404/410: its row is deleted) or the push service
   * refuses the message as such; otherwise the queue retries with back-off.
   */
  send(subscriptionId: string, payload: string, now: Date): Promise<{ providerMessageId?: string }>;
}

/**
 * Web push (RFC 8030) with VAPID (RFC 8292): web-push encrypts the payload (aes128gcm, to the device's
 * p256dh key and auth secret) and signs the VAPID header; the request itself goes through fetch, with a
 * timeout, so a slow push service is one retried try like a slow MSG91. Logs and errors name the push
 * service's host, never the device's endpoint.
 */
export function createPushSender(db: DbOrTx, config: PushConfig, timeoutMs = 15_000): PushSender {
  const vapidDetails = {
    subject: config.subject,
    publicKey: config.publicKey,
    privateKey: config.privateKey,
  };
  return {
    async send(subscriptionId, payload, now) {
      const device = await subscriptionById(db, subscriptionId);
      if (!device) throw new TransportError('push subscription no longer exists', true);
      const where = endpointLabel(device.endpoint);
      let request: ReturnType<typeof webpush.generateRequestDetails>;
      try {
        request = webpush.generateRequestDetails(
          { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
          payload,
          { vapidDetails, TTL: PUSH_TTL_SECONDS, contentEncoding: 'aes128gcm' },
        );
      } catch (err) {
        // Keys that cannot be encrypted to never will be: the device must subscribe again.
        await dropSubscription(db, subscriptionId);
        const reason = err instanceof Error ? err.message.slice(0, 80) : 'error';
        throw new TransportError(`push to ${where} could not be encrypted (${reason})`, true);
      }
      let res: Response;
      try {
        res = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body ? new Uint8Array(request.body) : null,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        const reason = err instanceof Error ? err.name : 'error';
        throw new TransportError(`push service ${where} unreachable (${reason})`);
      }
      await res.body?.cancel().catch(() => {});
      if (res.ok) {
        await markUsed(db, subscriptionId, now);
        return {};
      }
      if (res.status === 404 || res.status === 410) {
        await dropSubscription(db, subscriptionId);
        throw new TransportError(`push service ${where} answered ${res.status}: subscription removed`, true);
      }
      // 400 (malformed), 403 (VAPID refused) and 413 (too large) will not change by themselves.
      const permanent = res.status === 400 || res.status === 403 || res.status === 413;
      throw new TransportError(`push service ${where} answered ${res.status}`, permanent);
    },
  };
}
