import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import type { Storefront } from '#contracts/common';
import { STOREFRONTS } from '#contracts/constants';
import { storefrontOfPath } from './paths';

export const STOREFRONT_STORAGE_KEY = 'storefront';
export const DEFAULT_STOREFRONT: Storefront = 'STUDIO';

export function isStorefront(value: unknown): value is Storefront {
  return typeof value === 'string' && (STOREFRONTS as readonly string[]).includes(value);
}

/** STUDIO unless a valid value is stored. */
export function readStoredStorefront(): Storefront {
  try {
    const v = window.localStorage.getItem(STOREFRONT_STORAGE_KEY);
    return isStorefront(v) ? v : DEFAULT_STOREFRONT;
  } catch {
    return DEFAULT_STOREFRONT;
  }
}

interface StorefrontContextValue {
  storefront: Storefront;
  setStorefront: (storefront: Storefront) => void;
}

const StorefrontContext = createContext<StorefrontContextValue | null>(null);

/** Must sit inside the router: /studio and /limited-edition set the storefront. */
export function StorefrontProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [storefront, setState] = useState<Storefront>(
    () => storefrontOfPath(pathname) ?? readStoredStorefront(),
  );

  const setStorefront = useCallback((next: Storefront) => {
    setState(next);
    try {
      window.localStorage.setItem(STOREFRONT_STORAGE_KEY, next);
    } catch {
      // Storage unavailable: keep it for this visit.
    }
  }, []);

  useEffect(() => {
    const fromRoute = storefrontOfPath(pathname);
    if (fromRoute) setStorefront(fromRoute);
  }, [pathname, setStorefront]);

  const value = useMemo(() => ({ storefront, setStorefront }), [storefront, setStorefront]);
  return <StorefrontContext.Provider value={value}>{children}</StorefrontContext.Provider>;
}

export function useStorefront(): StorefrontContextValue {
  const ctx = useContext(StorefrontContext);
  if (!ctx) throw new Error('useStorefront must be used inside <StorefrontProvider>.');
  return ctx;
}
