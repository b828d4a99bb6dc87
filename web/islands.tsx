/**
 * The script of a prerendered public page for a visitor: the page is complete HTML (scripts/prerender.ts),
 * and only its islands (web/components/Island.tsx, the components web/app/islands.ts names) are
 * hydrated, each as a React root of its own, with the code of those islands alone. Links leave the page
 * as ordinary links; the app (web/main.tsx) loads where it is needed: signing in, applying, a member's
 * pages, or any prerendered page a signed-in member opens (web/public/boot.js chooses).
 */
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandProviders } from './app/island-providers';
import { ISLANDS, isIslandName, islandIdPrefix } from './app/islands';
import { setLanguage } from './lib/i18n';
import { splitLanguagePath } from './lib/public-language';
import { initTheme } from './shell/theme';

initTheme();

/** The islands of `root`: each container's name, for those web/app/islands.ts knows. */
export function islandsOf(root: ParentNode): { name: keyof typeof ISLANDS; container: HTMLElement }[] {
  return [...root.querySelectorAll<HTMLElement>('[data-island]')].flatMap((container) => {
    const name = container.dataset.island ?? '';
    return isIslandName(name) ? [{ name, container }] : [];
  });
}

async function hydrateIslands() {
  // The address decides the language (`/ml/card` is the card page in Malayalam): the islands were
  // drawn in it, so its catalogues and font load before they hydrate. English needs nothing.
  const { language, path: own } = splitLanguagePath(window.location.pathname);
  const path = `${own}${window.location.search}`;
  const islands = islandsOf(document);
  // Every island's code at once (boot.js has already preloaded the page's), then each is hydrated.
  const [components] = await Promise.all([
    Promise.all(islands.map(({ name }) => ISLANDS[name].load())),
    language === 'en' ? undefined : setLanguage(language),
  ]);
  islands.forEach(({ name, container }, i) => {
    const Component = components[i]!;
    // As a transition: React yields to the browser every few milliseconds while it hydrates, so a tap
    // is answered meanwhile (and the islands' work is not one long task).
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <IslandProviders path={path} language={language}>
            <Component />
          </IslandProviders>
        </StrictMode>,
        {
          identifierPrefix: islandIdPrefix(name),
          // Which island could not hydrate (React then draws it anew), named so that it can be found.
          onRecoverableError: (error) => console.error(`The ${name} island was redrawn:`, error),
        },
      );
    });
  });
  // The page is live (the journeys wait for this, as for the app).
  document.documentElement.dataset.ready = 'true';
}

void hydrateIslands();
