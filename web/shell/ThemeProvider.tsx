import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import type { Theme } from '#contracts/common';
import { applyTheme, initTheme, saveTheme, themeOfRoot } from './theme';

interface ThemeContextValue {
  theme: Theme;
  setTheme: (theme: Theme) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
/** Prerendered HTML is drawn in the default theme; the real one takes over right after hydration. */
const serverTheme = (): Theme => 'light';

/** The theme lives on <html> (its class); this provider reads it from there and changes it. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  // In the browser: apply the saved or system theme (main.tsx already did so before the first paint).
  useState(() => (typeof document === 'undefined' ? null : initTheme()));
  const theme = useSyncExternalStore(subscribe, themeOfRoot, serverTheme);

  const setTheme = useCallback((next: Theme) => {
    applyTheme(next);
    saveTheme(next);
    for (const listener of listeners) listener();
  }, []);

  const value = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const ctx = useContext(ThemeContext);
  if (!ctx) throw new Error('useTheme must be used inside <ThemeProvider>.');
  return ctx;
}
