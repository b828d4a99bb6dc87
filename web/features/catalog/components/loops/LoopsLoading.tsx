import { Spinner } from '../../../../components/ui/Spinner';
import { useTranslation } from '../../../../lib/i18n';
import { CATALOG } from '../../i18n';

/** The loading state: a dark skeleton of the viewer (a picture, the caption, the side buttons) and a spinner. */
export function LoopsLoading() {
  const { t } = useTranslation(CATALOG);
  return (
    <div role="status" aria-label={t('grid.loading')} className="absolute inset-0">
      <div
        aria-hidden="true"
        className="absolute inset-y-0 left-1/2 aspect-[3/4] max-w-full -translate-x-1/2 animate-pulse bg-white/[0.04] max-md:inset-y-auto max-md:top-1/2 max-md:w-full max-md:-translate-y-1/2"
      />
      <div aria-hidden="true" className="absolute right-4 top-1/2 grid -translate-y-1/2 gap-3">
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <span key={i} className="size-11 animate-pulse rounded-full bg-white/[0.07]" />
        ))}
      </div>
      <div aria-hidden="true" className="absolute bottom-8 left-5 grid w-56 gap-3">
        <span className="h-3 w-20 animate-pulse rounded-full bg-white/[0.08]" />
        <span className="h-6 w-full animate-pulse rounded-full bg-white/[0.08]" />
        <span className="h-4 w-24 animate-pulse rounded-full bg-white/[0.08]" />
      </div>
      <div className="absolute inset-0 grid place-items-center text-white/70">
        <Spinner className="[&>span]:size-7" />
      </div>
    </div>
  );
}
