import { createContext, type ReactNode, useContext } from 'react';

/**
 * While the prerender draws a public page, it draws each island on its own (the browser hydrates it
 * on its own, web/islands.tsx): the page leaves the island's container empty and names it here, and
 * scripts/prerender.ts fills it in. Elsewhere (the app in the browser, tests) there is no context and
 * an island is drawn in place.
 */
export const IslandSlots = createContext<((name: string) => void) | null>(null);

/**
 * Inside an island of a prerendered public page: the page's own (English) path. There the address
 * decides the language (`/ml/card`), so the language switch goes to the page's twin instead of
 * changing the words in place (web/shell/LanguageSwitch.tsx).
 */
export const IslandPage = createContext<{ path: string } | null>(null);

/**
 * A part of a prerendered public page that responds to the visitor (the header's menu, the theme
 * switch, the card chooser, the FAQs...) or shows data fetched in the browser (prices, the newest
 * pieces' pictures). The page around it stays plain HTML; only this container is hydrated, with the
 * component web/app/islands.ts names for `name`. The container draws no box of its own.
 */
export function Island({ name, children }: { name: string; children: ReactNode }) {
  const slots = useContext(IslandSlots);
  if (slots) {
    slots(name);
    return <div data-island={name} className="contents" />;
  }
  return (
    <div data-island={name} className="contents">
      {children}
    </div>
  );
}
