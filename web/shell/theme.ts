import type { Theme } from '#contracts/common';
import { THEMES } from '#contracts/constants';

export const THEME_STORAGE_KEY = 'theme';
const THEME_CLASSES = ['dark', 'burgundy', 'black'] as const;

/** The browser bar colour of each theme (kept equal to --background in styles/index.css). */
export const THEME_COLORS: Record<Theme, string> = {
  light: '#f5efe6',
  dark: '#10241c',
  burgundy: '#2c0f17',
  black: '#0c0c0c',
};

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

export function readStoredTheme(): Theme | null {
  try {
    const v = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(v) ? v : null;
  } catch {
    return null;
  }
}

/** The server reads this cookie to draw prerendered pages in the visitor's theme (no flash). */
export function rememberThemeForServer(theme: Theme): void {
  try {
    document.cookie = `${THEME_STORAGE_KEY}=${theme}; Path=/; Max-Age=31536000; SameSite=Lax`;
  } catch {
    // Cookies blocked: the theme still applies once the app has loaded.
  }
}

export function saveTheme(theme: Theme): void {
  rememberThemeForServer(theme);
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private mode or a full quota: the theme still applies for this visit.
  }
}

export function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
}

/**
 * Sets the class on <html>: dark, burgundy or black; light has none. Touches nothing already right: a
 * class written on <html> (even the one it had) makes the browser restyle the whole page.
 */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  for (const name of THEME_CLASSES) {
    if (root.classList.contains(name) !== (name === theme)) root.classList.toggle(name, name === theme);
  }
  // index.html has one per colour scheme (light, dark) for the first paint; the theme chosen wins in both.
  for (const meta of document.querySelectorAll('meta[name="theme-color"]')) {
    if (meta.getAttribute('content') !== THEME_COLORS[theme])
      meta.setAttribute('content', THEME_COLORS[theme]);
  }
}

/**
 * Dark first, then a saved valid theme instead; with none saved, dark stays only if the system prefers
 * dark, else light. Decided before anything is written, so <html> changes at most once (the server has
 * usually drawn the page in that theme already, from its cookie). Returns the theme in force.
 */
export function initTheme(): Theme {
  const theme = readStoredTheme() ?? (systemPrefersDark() ? 'dark' : 'light');
  applyTheme(theme);
  rememberThemeForServer(theme);
  return theme;
}

/** The theme in force, read from the class on <html>. */
export function themeOfRoot(): Theme {
  const classes = document.documentElement.classList;
  return THEME_CLASSES.find((c) => classes.contains(c)) ?? 'light';
}
