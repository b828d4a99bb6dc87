import './lib/zod-config';
import './styles/index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { firstRequests, whenAnswered } from './app/first-requests';
import { AppProviders } from './app/providers';
import { createRouter, resolveInitialRoutes } from './app/router';
import { prepareClassNameConfig, prepareClassNames } from './lib/cn';
import { captureInstallPrompt, markVisit } from './lib/pwa/install-prompt';
import { releaseLeadPicture } from './shell/lead-picture';
import { initTheme } from './shell/theme';

// The browser's install offer is kept for a better moment (after a purchase or a vote).
captureInstallPrompt();

// The service worker (web/sw.ts) registers from a chunk of its own (nothing of it is in the entry but
// this) once the page has loaded and then gone quiet: installing it downloads the precache (about 2 MB),
// which on a first visit would otherwise compete with the page's own chunks and data, and 'load' comes
// before a route's chunk and its API answers. Not in development (Vite's dev server has no worker).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void import('./shell/pwa/register').then((m) => m.startServiceWorker());
  const whenQuiet = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 5_000 });
      else register();
    }, 3_000);
  if (document.readyState === 'complete') whenQuiet();
  else window.addEventListener('load', whenQuiet, { once: true });
}

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html.');

// A product or storefront page arrives with its largest picture drawn in the HTML, over an empty
// container (server/lib/page-head.ts): it stays until the page below shows the same picture.
const lead = document.querySelector<HTMLElement>('[data-lead]');
if (lead) releaseLeadPicture(lead, root);

/**
 * The app starts in tasks of its own after the one that evaluated its code, each short enough not to
 * hold a slow phone's main thread for long (Lighthouse's total blocking time counts what a task takes
 * beyond 50 ms): the theme (the page's first read of local storage, which loads it), the visit noted
 * (the first read of session storage), the first render's requests (web/app/first-requests.ts), the
 * class-name merger's configuration, then its tables, the router (its first navigation starts the
 * page's chunks), then the first render, once those requests are answered (or a moment has passed:
 * whenAnswered). The HTML's own paint (in the theme the server read from its cookie) stays on screen
 * meanwhile.
 */
function start(container: HTMLElement) {
  let router: ReturnType<typeof createRouter>;
  const asked: Promise<void>[] = [];
  const steps: (() => void)[] = [
    initTheme,
    // This device's first visit noted (the install offer is not made on it).
    () => markVisit(),
    // The first render's requests, each a step of its own, next.
    () =>
      steps.unshift(
        ...firstRequests(window.location.pathname).map((ask) => () => {
          asked.push(ask());
        }),
      ),
    prepareClassNameConfig,
    prepareClassNames,
    () => {
      router = createRouter();
    },
    () => void whenAnswered(asked).then(() => render(container, router)),
  ];
  const next = () => {
    steps.shift()?.();
    if (steps.length > 0) setTimeout(next, 0);
  };
  setTimeout(next, 0);
}

function render(container: HTMLElement, router: ReturnType<typeof createRouter>) {
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // As a transition, so React yields to the browser every few milliseconds instead of blocking the
  // main thread for the whole first render (a phone stays responsive while it starts). What the HTML
  // showed stays on screen until the app's first render replaces it in one commit.
  const reactRoot = createRoot(container);
  startTransition(() => reactRoot.render(app));
}

// A prerendered page (scripts/prerender.ts) is a visitor's page: web/islands.tsx hydrates its islands.
// The app comes to it only for a signed-in member (web/public/boot.js), and draws it anew: its islands
// were drawn as roots of their own, which the app's one tree would not hydrate alike. Its lazy chunk is
// loaded first (boot.js has already started it), so the page replaces the HTML at once, with no loading
// screen between. Every other path renders over index.html's loading shell (data-shell). No top-level
// await here: it would turn off Rolldown's merging of shared chunks into this one.
const prerendered = root.hasChildNodes() && !root.firstElementChild?.hasAttribute('data-shell');
// The app starts in tasks of its own, after the one that evaluated its code (see start).
if (prerendered) void resolveInitialRoutes(window.location.pathname).then(() => start(root));
else start(root);
