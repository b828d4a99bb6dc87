import { useTranslation } from '../lib/i18n';

/** Sets the document title (React 19 hoists <title> into <head>). */
export function PageTitle({ title }: { title?: string }) {
  const { t } = useTranslation();
  return <title>{title ? `${title} · Roslis` : t('siteTitle')}</title>;
}
