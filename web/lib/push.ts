import { NOTIFICATION_MESSAGES } from '#contracts/constants';
import type { PushKey } from '#contracts/notifications';
import { apiJson } from './api-client';

/**
 * Web push in this browser: the Push API through the shop's service worker registration (web/sw.ts shows
 * what arrives). The member's choices per kind are saved with the other notification choices; this only
 * gives the server a way to reach this device.
 */

/** Whether this browser can receive pushes at all (service workers, the Push API, notifications). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** A push error a person can act on (shown as it is). */
export class PushError extends Error {}

/** How long to wait for the service worker: without one registered, `ready` never settles. */
const READY_MS = 10_000;

/** The VAPID key as PushManager wants it (base64url text to bytes). */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const padded = `${base64url}${'='.repeat((4 - (base64url.length % 4)) % 4)}`
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * Ask for permission (once, on the member's tap), subscribe this browser through the service worker
 * and save the subscription on the server. Resolves when the device can receive pushes; throws a
 * PushError with the reason otherwise.
 */
export async function subscribeThisBrowser(): Promise<void> {
  if (!pushSupported()) throw new PushError(NOTIFICATION_MESSAGES.pushUnavailable);
  const permission =
    Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') throw new PushError(NOTIFICATION_MESSAGES.pushDenied);
  const { publicKey } = await apiJson<PushKey>('GET', '/api/push/key');
  if (!publicKey) throw new PushError(NOTIFICATION_MESSAGES.pushUnavailable);
  const registration = await Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new PushError(NOTIFICATION_MESSAGES.pushUnavailable)), READY_MS),
    ),
  ]);
  const key = applicationServerKey(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options?.applicationServerKey, key)) {
    // Made with another key (the server's keys changed): pushes signed now would be refused.
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  await apiJson('POST', '/api/push/subscriptions', subscription.toJSON());
}

function sameKey(held: ArrayBuffer | null | undefined, key: Uint8Array): boolean {
  if (!held) return true;
  const bytes = new Uint8Array(held);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}
