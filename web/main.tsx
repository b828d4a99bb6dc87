import './styles/index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createRouter } from './app/router';
import { initTheme } from './shell/theme';

// Apply the theme before the first paint (no inline script: the CSP allows only our own scripts).
initTheme();

const router = createRouter();
const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html.');

const app = (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);
// A prerendered page (scripts/prerender.ts) is hydrated; every other path renders from scratch.
// Both run as a transition, so React yields to the browser every few milliseconds instead of
// blocking the main thread for the whole first render (a phone stays responsive while it starts).
if (root.hasChildNodes()) startTransition(() => void hydrateRoot(root, app));
else {
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(app));
}
