import { useTranslation } from '../../lib/i18n';

/** Shown only while the first page's code loads; appears after a short delay so fast loads stay calm. */
export function RouteFallback() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('loading')} className="grid min-h-dvh place-items-center">
      <span className="anim-rise font-display text-3xl tracking-[0.34em] text-muted [animation-delay:400ms]">
        ROSLIS
      </span>
    </div>
  );
}
