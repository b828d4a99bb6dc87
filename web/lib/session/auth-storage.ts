/**
 * The browser-side record of who is signed in: `userId` and `authToken` in
 * localStorage. The server decides everything; these only say whether to show signed-in UI. The
 * session itself is the httpOnly cookie: `authToken` holds a marker, never the session token, so a
 * script on the page finds nothing in storage it could carry away and use.
 */
export const USER_ID_KEY = 'userId';
export const AUTH_TOKEN_KEY = 'authToken';
/** What `authToken` holds: that a session cookie was set, nothing that opens it. */
export const SESSION_MARKER = 'cookie-session';
const CHANGE_EVENT = 'roslis:auth-change';

export interface StoredAuth {
  userId: string | null;
  authToken: string | null;
}

function read(key: string): string | null {
  try {
    const v = window.localStorage.getItem(key);
    return v && v !== 'undefined' && v !== 'null' ? v : null;
  } catch {
    return null;
  }
}

export function readStoredAuth(): StoredAuth {
  return { userId: read(USER_ID_KEY), authToken: read(AUTH_TOKEN_KEY) };
}

export function hasStoredAuth(auth: StoredAuth = readStoredAuth()): boolean {
  return Boolean(auth.userId && auth.authToken);
}

/** True after the person signed out themselves (not after an expired session), until the next sign-in. */
let signedOutByUser = false;
/** True after the server said mid-use that the session had ended (sessionEnded), until the next sign-in. */
let endedByServer = false;

/** Forget both flags, as a fresh page load does (the component tests call it between cases). */
export function forgetSessionFlags(): void {
  signedOutByUser = false;
  endedByServer = false;
}

export function wasSignedOutByUser(): boolean {
  return signedOutByUser;
}

export function wasSessionEnded(): boolean {
  return endedByServer;
}

/** After a sign-in: the user's id and the marker (the sign-in answer's token is left to API clients). */
export function storeAuth(userId: string): void {
  signedOutByUser = false;
  endedByServer = false;
  window.localStorage.setItem(USER_ID_KEY, userId);
  window.localStorage.setItem(AUTH_TOKEN_KEY, SESSION_MARKER);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function clearStoredAuth(reason: 'expired' | 'signout' = 'expired'): void {
  signedOutByUser = reason === 'signout';
  try {
    window.localStorage.removeItem(USER_ID_KEY);
    window.localStorage.removeItem(AUTH_TOKEN_KEY);
  } finally {
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }
}

/** What the route guard says when the session ended while a page was in use. */

/**
 * The server answered 401 UNAUTHENTICATED to a shop request while this browser thinks it is signed in
 * (a staff session ended after 30 idle minutes or 12 hours, or was signed out elsewhere): forget the
 * sign-in, so the page's guard sends the person to sign in with "Your session ended".
 */
export function sessionEnded(): void {
  if (!hasStoredAuth()) return;
  endedByServer = true;
  clearStoredAuth('expired');
}

/** Calls back when the stored values change in this tab or another one. */
export function subscribeStoredAuth(callback: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === USER_ID_KEY || e.key === AUTH_TOKEN_KEY) callback();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGE_EVENT, callback);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGE_EVENT, callback);
  };
}
