import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account } from '#contracts/auth';
import type { LanguageBody } from '#contracts/locale';
import { DEFAULT_LOCALE, isLocale, type Locale } from '#contracts/locales';
import { apiJson } from '../api-client';
import { hasStoredAuth, readStoredAuth } from '../session/auth-storage';
import { accountPath } from '../session/get-account';
import { setLanguage } from './i18n';

export const LANGUAGE_PATH = '/api/user/language';

/** Saves the member's language on her account (her other devices and her messages follow it). */
export function saveMemberLanguage(locale: Locale): Promise<LanguageBody> {
  return apiJson<LanguageBody>('PUT', LANGUAGE_PATH, { locale });
}

/**
 * The language shown, and choosing one: shown at once and remembered on this device; for a signed-in
 * member also saved on her account (`forMember`, the default), which can fail (then it throws after the
 * page has changed language: the device keeps the choice).
 */
export function useLanguage() {
  const { i18n } = useTranslation();
  const client = useQueryClient();
  const language: Locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LOCALE;
  const choose = useCallback(
    async (next: Locale, { forMember = true }: { forMember?: boolean } = {}) => {
      await setLanguage(next, { remember: true });
      const { userId } = readStoredAuth();
      if (!forMember || !userId || !hasStoredAuth()) return;
      const saved = await saveMemberLanguage(next);
      client.setQueryData<Account>([accountPath(userId)], (old) => old && { ...old, locale: saved.locale });
    },
    [client],
  );
  return { language, choose };
}
