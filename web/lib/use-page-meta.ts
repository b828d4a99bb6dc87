import { useEffect, useState } from 'react';
import { PAGE_META, type PublicPageMeta, fullTitle as withBrand } from '#contracts/page-meta';
import { useLanguage } from './i18n/use-language';

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute or root-relative image for link previews. */
  image?: string;
  /** Keep the page out of search engines (robots noindex), e.g. a card's QR link. */
  noindex?: boolean;
}

function metaTag(attr: 'name' | 'property', key: string): HTMLMetaElement {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    el.dataset.pageMeta = 'added';
    document.head.append(el);
  }
  return el;
}

/**
 * Sets the document title, description, Open Graph and Twitter tags while a page is shown, and puts
 * back what was there before when it leaves (the card page "restores the title on exit").
 */
export function usePageMeta({ title, description, image, noindex = false }: PageMeta) {
  useEffect(() => {
    const fullTitle = withBrand(title);
    const previousTitle = document.title;
    const tags: [HTMLMetaElement, string | null][] = [];
    const set = (attr: 'name' | 'property', key: string, value: string) => {
      const el = metaTag(attr, key);
      tags.push([el, el.dataset.pageMeta === 'added' ? null : el.getAttribute('content')]);
      el.setAttribute('content', value);
    };
    document.title = fullTitle;
    set('name', 'description', description);
    set('property', 'og:title', fullTitle);
    set('property', 'og:description', description);
    set('property', 'og:type', 'website');
    set('property', 'og:url', window.location.href);
    set('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
    set('name', 'twitter:title', fullTitle);
    set('name', 'twitter:description', description);
    if (image) {
      const url = new URL(image, window.location.origin).href;
      set('property', 'og:image', url);
      set('name', 'twitter:image', url);
    }
    if (noindex) set('name', 'robots', 'noindex, nofollow');
    return () => {
      document.title = previousTitle;
      for (const [el, previous] of tags.reverse()) {
        if (previous === null) el.remove();
        else el.setAttribute('content', previous);
      }
    };
  }, [title, description, image, noindex]);
}

/**
 * A translated public page's title and description in the language shown: the same words the server
 * writes into the page's HTML at its address in that language (`/ml/card`), so the tab and a link copied
 * from it read as the page does. The Malayalam ones load with Malayalam (English pages carry none).
 */
export function usePublicPageMeta(path: keyof typeof PAGE_META) {
  const { language } = useLanguage();
  const [translated, setTranslated] = useState<{ language: string; meta: PublicPageMeta }>();
  useEffect(() => {
    if (language === 'en') return;
    let live = true;
    void import('#contracts/page-meta-ml').then(({ pageMetaIn }) => {
      if (live) setTranslated({ language, meta: pageMetaIn(path, language) });
    });
    return () => {
      live = false;
    };
  }, [language, path]);
  usePageMeta(translated?.language === language ? translated.meta : PAGE_META[path]);
}
