/**
 * Build-time prerendering of the public pages: the same app, rendered to HTML in Node, so a visitor's
 * browser paints the complete page without JavaScript. Each island (web/components/Island.tsx) is
 * drawn as a root of its own, exactly as web/islands.tsx hydrates it; the rest of the page is never
 * hydrated.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { DEFAULT_LOCALE, type Locale } from '#contracts/locale';
import { IslandProviders } from './app/island-providers';
import { ISLANDS, isIslandName, islandIdPrefix } from './app/islands';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import { IslandSlots } from './components/Island';
import { setLanguage } from './lib/i18n';

/**
 * A public page's HTML in `language`: drawn at its own (English) path, with every word, and the links
 * to the translated public pages (`localizedHref`), in that language.
 */
export async function render(path: string, language: Locale = DEFAULT_LOCALE): Promise<string> {
  await setLanguage(language);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response)
    throw new Error(`${path} answers ${context.status}: not a page to prerender`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const names: string[] = [];
  let html = renderToString(
    <IslandSlots.Provider value={(name) => names.push(name)}>
      <StrictMode>
        <AppProviders>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>
    </IslandSlots.Provider>,
  );
  for (const name of names) {
    if (!isIslandName(name)) throw new Error(`${path}: the island "${name}" is not in web/app/islands.ts`);
    const Component = await ISLANDS[name].load();
    const island = renderToString(
      <StrictMode>
        <IslandProviders path={path} language={language}>
          <Component />
        </IslandProviders>
      </StrictMode>,
      { identifierPrefix: islandIdPrefix(name) },
    );
    const empty = `<div data-island="${name}" class="contents"></div>`;
    if (!html.includes(empty)) throw new Error(`${path}: no empty container for the island "${name}"`);
    html = html.replace(empty, () => `<div data-island="${name}" class="contents">${island}</div>`);
  }
  return html;
}
