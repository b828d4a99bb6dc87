import type { Locale } from '#contracts/locales';
import type { Namespace } from './resources';

type Catalogue = Record<string, unknown>;

/**
 * The catalogues of the languages other than English (web/locales/<language>/<namespace>.json), each its own chunk that the build only
 * links from here: nothing of them is downloaded until a page is shown in that language (bench/bundle.ts
 * checks that the entry and the pages carry no Malayalam bytes).
 */
const LOADERS = import.meta.glob<Catalogue>(['../../locales/*/*.json', '!../../locales/en/*.json'], {
  import: 'default',
});

/** The Malayalam font (self-hosted from npm), loaded with the first Malayalam page, never before. */
export const loadFont: Partial<Record<Locale, () => Promise<unknown>>> = {
  ml: () =>
    Promise.all([
      import('@fontsource/noto-sans-malayalam/malayalam-400.css'),
      import('@fontsource/noto-sans-malayalam/malayalam-500.css'),
      import('@fontsource/noto-sans-malayalam/malayalam-600.css'),
    ]),
};

/** Every namespace of a language, as `{ namespace: catalogue }`. */
export async function loadCatalogues(language: Locale): Promise<Partial<Record<Namespace, Catalogue>>> {
  if (language === 'en') return {};
  const entries = Object.entries(LOADERS).filter(([path]) => path.includes(`/locales/${language}/`));
  const loaded = await Promise.all(
    entries.map(async ([path, load]) => {
      const ns = path.slice(path.lastIndexOf('/') + 1, -'.json'.length) as Namespace;
      return [ns, await load()] as const;
    }),
  );
  return Object.fromEntries(loaded);
}
