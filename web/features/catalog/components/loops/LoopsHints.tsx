import { MoveHorizontal, MoveVertical } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '../../../../lib/cn';
import { useTranslation } from '../../../../lib/i18n';
import { CATALOG } from '../../i18n';
import { HINTS_MS } from './loops-constants';

/** "Swipe horizontally for images" and "Swipe vertically for products", fading after 5 seconds. */
export function LoopsHints() {
  const { t } = useTranslation(CATALOG);
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setShown(false), HINTS_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <ul
      aria-hidden={shown ? undefined : true}
      data-state={shown ? 'shown' : 'faded'}
      className={cn(
        'pointer-events-none grid justify-items-center gap-2 transition-opacity duration-700',
        shown ? 'opacity-100' : 'opacity-0',
      )}
    >
      <li className="flex items-center gap-2 rounded-full bg-black/50 px-4 py-2 text-xs tracking-wide text-white ring-1 ring-white/10 backdrop-blur-md">
        <MoveHorizontal className="size-4 text-[#d9bd8c]" aria-hidden="true" />
        {t('loops.hints.images')}
      </li>
      <li className="flex items-center gap-2 rounded-full bg-black/50 px-4 py-2 text-xs tracking-wide text-white ring-1 ring-white/10 backdrop-blur-md">
        <MoveVertical className="size-4 text-[#d9bd8c]" aria-hidden="true" />
        {t('loops.hints.products')}
      </li>
    </ul>
  );
}
