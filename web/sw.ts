/// <reference lib="webworker" />
/**
 * The service worker (vite-plugin-pwa builds it with `injectManifest`: the build puts the list of files
 * to precache where `self.__WB_MANIFEST` stands).
 *
 * What it keeps, and what it never does:
 * - the app shell, precached at install: the JavaScript, the stylesheet, the Latin fonts, the icons
 *   and the offline page (offline.html with offline.js). Nothing a member owns is in it.
 * - pictures (the product images under /media/ or on the pictures' own origin), for a signed-in member
 *   only: cache-first, at most MAX_IMAGES of them for IMAGE_DAYS days, so the pieces seen last can still
 *   be shown offline. A signed-out visitor's pictures come from the network, and signing out drops them.
 * - pages (navigations) always go to the network; only when the network fails does the offline page
 *   answer instead. A page is never served from a cache, so a deploy is seen on the next visit.
 * - /api/* never: a member's data (her bag, orders, card) goes to the network every time and is
 *   never written to a cache. Every other request (scripts of staff pages not precached, say) is left to
 *   the browser as if there were no worker.
 *
 * It also shows the shop's push notifications (payload `{ title, body, url, tag? }`) and opens their
 * page when one is tapped.
 *
 * An update waits: the new worker installs beside the old one and takes over only when the page asks
 * (the "A new version is ready" toast sends SKIP_WAITING), so a page never mixes two builds.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { readPush, sameOriginUrl } from './lib/pwa/push-payload';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

const OFFLINE_PAGE = '/offline.html';
const IMAGE_CACHE = 'roslis-images';
const MAX_IMAGES = 120;
const IMAGE_DAYS = 30;

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// The API (members' data) has no route: the worker never answers it, so the browser fetches it from the
// network as if there were no worker, and nothing of it is ever written to a cache.

// Pages: the network, and the offline page when it fails (the catch handler below).
registerRoute(new NavigationRoute(new NetworkOnly()));

// Pictures: for a signed-in member, cache-first with a bound on their number and age; for a visitor, the
// network (nothing but the shell is kept for her).
const cachedPictures = new CacheFirst({
  cacheName: IMAGE_CACHE,
  plugins: [
    new CacheableResponsePlugin({ statuses: [0, 200] }),
    new ExpirationPlugin({
      maxEntries: MAX_IMAGES,
      maxAgeSeconds: IMAGE_DAYS * 24 * 60 * 60,
      purgeOnQuotaError: true,
    }),
  ],
});
const networkPictures = new NetworkOnly();
registerRoute(
  ({ request, url }) =>
    request.destination === 'image' &&
    !(url.origin === self.location.origin && url.pathname.startsWith('/api/')),
  async (options) => ((await isSignedIn()) ? cachedPictures : networkPictures).handle(options),
);

/**
 * Whether a member is signed in on this device, as the pages tell the worker (web/shell/pwa/register.ts:
 * on every load and every sign-in or sign-out). Kept in a cache entry too, as the browser stops an idle
 * worker and its memory with it. Signed out, the pictures kept are dropped.
 */
const STATE_CACHE = 'roslis-state';
const SIGNED_IN_KEY = '/__roslis/signed-in';
let signedIn: boolean | undefined;

async function isSignedIn(): Promise<boolean> {
  if (signedIn === undefined) {
    const stored = await (await caches.open(STATE_CACHE)).match(SIGNED_IN_KEY);
    signedIn = stored ? (await stored.text()) === 'yes' : false;
  }
  return signedIn;
}

async function setSignedIn(next: boolean): Promise<void> {
  signedIn = next;
  await (await caches.open(STATE_CACHE)).put(SIGNED_IN_KEY, new Response(next ? 'yes' : 'no'));
  if (!next) await caches.delete(IMAGE_CACHE);
}

setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') {
    const offline = await matchPrecache(OFFLINE_PAGE);
    if (offline) return offline;
  }
  return Response.error();
});

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; signedIn?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (data?.type === 'SIGNED_IN') event.waitUntil(setSignedIn(data.signedIn === true));
});

self.addEventListener('push', (event) => {
  const push = readPush(event.data?.text(), self.location.origin);
  event.waitUntil(
    self.registration.showNotification(push.title, {
      body: push.body,
      tag: push.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: push.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginUrl((event.notification.data as { url?: unknown } | null)?.url, self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = windows.find((w) => w.url === url) ?? windows[0];
      if (same) {
        const focused = await same.focus();
        if (focused.url !== url) await focused.navigate(url).catch(() => self.clients.openWindow(url));
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
