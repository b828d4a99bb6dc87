import { useContext } from 'react';
import type { Locale } from '#contracts/locale';
import { IslandPage } from '../components/Island';
import { LanguageChoice } from '../components/LanguageChoice';
import { useTranslation } from '../lib/i18n';
import { storeLanguage } from '../lib/i18n/detect';
import { saveMemberLanguage, useLanguage } from '../lib/i18n/use-language';
import { publicPathIn } from '../lib/public-language';
import { hasStoredAuth } from '../lib/session/auth-storage';
import { toast } from '../lib/toast';

/**
 * The language switch for the header's menu and the footer, beside the theme switch: the page changes
 * language at once, this browser remembers it, and a signed-in member's account too (her other devices
 * and her messages). On a prerendered public page (an island there) it goes to the page's twin in
 * that language (`/card`, `/ml/card`) instead, since there the address decides the language (search
 * engines and shared links read it so).
 */
export function LanguageSwitch({ className, name }: { className?: string; name?: string }) {
  const { language, onChange } = useChooseLanguage();
  return <LanguageChoice className={className} name={name} value={language} onChange={onChange} />;
}

/** The language shown and choosing one, as the switch does (the account menu's radio items too). */
export function useChooseLanguage() {
  const { i18n } = useTranslation();
  const { language, choose } = useLanguage();
  const page = useContext(IslandPage);
  const failed = (next: Locale) =>
    toast({ title: i18n.getFixedT(next)('language.failedTitle'), variant: 'destructive' });
  const onChange = (next: Locale) => {
    if (!page || next === language) {
      void choose(next).catch(() => failed(next));
      return;
    }
    storeLanguage(next);
    const saved = hasStoredAuth() ? saveMemberLanguage(next).catch(() => undefined) : Promise.resolve();
    const twin = publicPathIn(page.path, next);
    void saved.then(() => window.location.assign(`${twin}${window.location.search}`));
  };
  return { language, onChange };
}
