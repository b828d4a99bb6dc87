import './lib/zod-config';
import './styles/index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createRouter, resolveInitialRoutes } from './app/router';
import { captureInstallPrompt } from './lib/pwa/install-prompt';
import { initTheme } from './shell/theme';

// Apply the theme before the first paint (no inline script: the CSP allows only our own scripts).
initTheme();

// The browser's install offer is kept for a better moment (after a purchase or a vote).
captureInstallPrompt();

// The service worker (web/sw.ts) registers once the page has loaded, from a chunk of its own: nothing of
// it is in the entry but this. Not in development (Vite's dev server has no worker).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void import('./shell/pwa/register').then((m) => m.startServiceWorker());
  if (document.readyState === 'complete') setTimeout(register, 0);
  else window.addEventListener('load', register, { once: true });
}

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html.');

function start(container: HTMLElement, prerendered: boolean) {
  const router = createRouter();
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // Both run as a transition, so React yields to the browser every few milliseconds instead of
  // blocking the main thread for the whole first render (a phone stays responsive while it starts).
  if (prerendered) startTransition(() => void hydrateRoot(container, app));
  else {
    const reactRoot = createRoot(container);
    startTransition(() => reactRoot.render(app));
  }
}

// A prerendered page (scripts/prerender.ts) is hydrated, against its own component: its lazy chunk is
// loaded first (boot.js has already started it alongside this module). Every other path renders from
// scratch over index.html's loading shell (data-shell). No top-level await here: it would turn off Rolldown's merging of shared chunks into this one.
const prerendered = root.hasChildNodes() && !root.firstElementChild?.hasAttribute('data-shell');
if (prerendered) {
  void resolveInitialRoutes(window.location.pathname).then(() => start(root, true));
} else start(root, false);
