import { Ruler } from 'lucide-react';
import type { FitChoice } from '#contracts/constants';
import { cn } from '../../../../lib/cn';
import { useTranslation } from '../../../../lib/i18n';
import { CATALOG } from '../../i18n';

/**
 * "Runs small — most members chose one size up" (or large): the buyers' fit answers, when at least 5
 * exist and more than half agree (the product answer's fitTendency). Nothing for true to size or fewer.
 */
export function FitNote({ tendency, className }: { tendency: FitChoice | null; className?: string }) {
  const { t } = useTranslation(CATALOG);
  if (tendency !== 'small' && tendency !== 'large') return null;
  return (
    <p className={cn('flex items-center gap-2 text-sm text-text/85', className)}>
      <Ruler className="size-4 shrink-0 text-gold" aria-hidden="true" />
      {t(`notes.fit.${tendency}`)}
    </p>
  );
}
