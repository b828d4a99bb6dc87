import { useSyncExternalStore } from 'react';

/**
 * Whether this browser holds an advisor portal session. The session itself is an httpOnly cookie the
 * page cannot read, and asking the server on every page would be refused for everyone else, so the
 * portal notes its sign-in here (a hint, never a credential: the dashboard still asks the server) and
 * the header shows the advisor's dashboard link instead of Login.
 */
const KEY = 'advisorSignedIn';
const EVENT = 'roslis:advisor-hint';

function read(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

function write(on: boolean) {
  try {
    if (on) window.localStorage.setItem(KEY, '1');
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the header keeps Login.
  }
  window.dispatchEvent(new Event(EVENT));
}

export const markAdvisorSignedIn = () => write(true);
export const clearAdvisorSignedIn = () => write(false);

function subscribe(onChange: () => void) {
  window.addEventListener(EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function useAdvisorSignedIn(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
