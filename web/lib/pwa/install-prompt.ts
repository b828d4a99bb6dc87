import { useEffect } from 'react';
import { i18n } from '../i18n';
import { toast } from '../toast';

/**
 * "Install Roslis": the browser's install offer (beforeinstallprompt) is kept, not shown, and offered
 * as a small toast only at a good moment: after a purchase (the order confirmed page) or a vote, and
 * never on a visitor's first visit. "Not now" (or closing the toast, or letting it go) is remembered
 * with its date: asked again no sooner than ASK_AGAIN_DAYS later. At most once a visit either way.
 */
export const FIRST_SEEN_KEY = 'roslis.firstSeen';
export const INSTALL_DISMISSED_KEY = 'roslis.installDismissedAt';
/** sessionStorage: this visit is the first (set when FIRST_SEEN_KEY was written by it). */
export const FIRST_VISIT_KEY = 'roslis.firstVisit';
/** sessionStorage: the offer was made in this visit. */
export const OFFERED_KEY = 'roslis.installOffered';
export const ASK_AGAIN_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Chrome's and Edge's install offer (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface PromptStores {
  local: Pick<Storage, 'getItem' | 'setItem'>;
  session: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
}

const browserStores = (): PromptStores => ({
  local: window.localStorage,
  session: window.sessionStorage,
  now: Date.now,
});

function read(store: Pick<Storage, 'getItem'>, key: string): string | null {
  try {
    return store.getItem(key);
  } catch {
    return null;
  }
}

function write(store: Pick<Storage, 'setItem'>, key: string, value: string): void {
  try {
    store.setItem(key, value);
  } catch {
    // Private mode or a full quota: the rule then errs on the side of not asking (see installAllowed).
  }
}

/** Notes the first visit on this device (its date, and that this visit is it). */
export function markVisit(stores: PromptStores = browserStores()): void {
  if (read(stores.local, FIRST_SEEN_KEY)) return;
  write(stores.local, FIRST_SEEN_KEY, new Date(stores.now()).toISOString());
  write(stores.session, FIRST_VISIT_KEY, '1');
}

/** May the offer be made now: not on the first visit, not in a visit that had it, not within
 * ASK_AGAIN_DAYS of a "Not now". */
export function installAllowed(stores: PromptStores = browserStores()): boolean {
  if (!read(stores.local, FIRST_SEEN_KEY)) return false;
  if (read(stores.session, FIRST_VISIT_KEY) || read(stores.session, OFFERED_KEY)) return false;
  const dismissed = Date.parse(read(stores.local, INSTALL_DISMISSED_KEY) ?? '');
  return Number.isNaN(dismissed) || stores.now() - dismissed >= ASK_AGAIN_DAYS * DAY_MS;
}

/** "Not now": remembered with today's date. */
export function rememberDismissal(stores: PromptStores = browserStores()): void {
  write(stores.local, INSTALL_DISMISSED_KEY, new Date(stores.now()).toISOString());
}

let deferred: BeforeInstallPromptEvent | null = null;

/**
 * Keeps the browser's install offer for later (web/main.tsx, as its code runs: the offer can come early).
 * The visit is noted apart (markVisit, a step of the app's start): it is the page's first read of
 * session storage, which loads it.
 */
export function captureInstallPrompt(win: Window = window): void {
  win.addEventListener('beforeinstallprompt', (event) => {
    // Not the browser's own banner: ours, at a better moment.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
  });
  win.addEventListener('appinstalled', () => {
    deferred = null;
  });
}

/** Tests: the offer as the browser would have made it. */
export function setInstallPromptForTests(event: BeforeInstallPromptEvent | null): void {
  deferred = event;
}

/**
 * After a purchase or a vote: the "Install Roslis" toast, when the browser has offered an install and
 * the rule allows it. Returns whether it was shown.
 */
export function offerInstall(stores: PromptStores = browserStores()): boolean {
  const event = deferred;
  if (!event || !installAllowed(stores)) return false;
  write(stores.session, OFFERED_KEY, '1');
  toast({
    title: i18n.t('common:pwa.install.title'),
    description: i18n.t('common:pwa.install.description'),
    duration: 20_000,
    actions: [
      {
        label: i18n.t('common:pwa.install.install'),
        onClick: () => {
          deferred = null;
          void event
            .prompt()
            .then(() => event.userChoice)
            .then((choice) => {
              if (choice.outcome === 'dismissed') rememberDismissal(stores);
            })
            .catch(() => undefined);
        },
      },
      { label: i18n.t('common:pwa.install.notNow'), onClick: () => rememberDismissal(stores) },
    ],
    onDismiss: () => rememberDismissal(stores),
  });
  return true;
}

/** After a purchase, the confirmation is read first: the offer comes this long after it shows. */
export const OFFER_AFTER_PURCHASE_MS = 4_000;

/** The order confirmed page: offers the install a moment after `confirmed` becomes true. */
export function useOfferInstallAfterPurchase(confirmed: boolean): void {
  useEffect(() => {
    if (!confirmed) return;
    const timer = setTimeout(() => offerInstall(), OFFER_AFTER_PURCHASE_MS);
    return () => clearTimeout(timer);
  }, [confirmed]);
}
