/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';
import { hasStoredAuth, subscribeStoredAuth } from '../../lib/session/auth-storage';
import { reloadOnce, showUpdateToast } from './update-toast';

/**
 * Tells the worker whether a member is signed in here: it keeps pictures for a member only, and drops
 * them at sign-out (web/sw.ts).
 */
function tellSignedIn(registration: ServiceWorkerRegistration): void {
  const worker = registration.active ?? navigator.serviceWorker.controller;
  worker?.postMessage({ type: 'SIGNED_IN', signedIn: hasStoredAuth() });
}

/**
 * Registers the service worker (web/sw.ts) in prompt mode. web/main.tsx loads this after the page has
 * loaded, in a chunk of its own with workbox-window, so the entry and the first paint pay nothing for it.
 */
export function startServiceWorker(): void {
  const reload = reloadOnce();
  let registration: ServiceWorkerRegistration | undefined;
  const update = registerSW({
    immediate: true,
    onRegisteredSW(_url, reg) {
      registration = reg;
      void navigator.serviceWorker.ready.then((ready) => {
        tellSignedIn(ready);
        subscribeStoredAuth(() => tellSignedIn(ready));
      });
    },
    onNeedRefresh() {
      showUpdateToast(() => {
        // The new worker waits: ask it to take over, and reload once it has (onNeedReload).
        if (registration?.waiting) {
          reload.ask();
          void update(true);
        } else {
          // Another tab's Refresh made it take over already: this page only needs the reload.
          window.location.reload();
        }
      });
    },
    onNeedReload() {
      reload.controlling();
    },
  });
}
