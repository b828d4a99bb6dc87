import { cn } from '../../../../lib/cn';
import { useTranslation } from '../../../../lib/i18n';
import { CATALOG } from '../../i18n';

/**
 * Top left: the product's place ("3 / 48", "+" while more pages exist) and, for several images, a dot
 * per image with "2 / 4".
 */
export function LoopsCounters({
  index,
  total,
  more,
  image,
  imageCount,
}: {
  index: number;
  total: number;
  more: boolean;
  image: number;
  imageCount: number;
}) {
  const { t } = useTranslation(CATALOG);
  const of = `${total}${more ? '+' : ''}`;
  return (
    <div className="pointer-events-none grid justify-items-start gap-2.5">
      <p
        role="img"
        aria-label={t('loops.counters.product', { n: index + 1, total: of })}
        className="rounded-full bg-black/40 px-3 py-1 text-xs font-medium tabular-nums tracking-[0.08em] text-white ring-1 ring-white/10 backdrop-blur-md"
      >
        {index + 1} <span className="text-white/55">/ {of}</span>
      </p>
      {imageCount > 1 ? (
        <div
          role="img"
          aria-label={t('loops.counters.image', { n: image + 1, total: imageCount })}
          className="flex items-center gap-2 pl-1"
        >
          <span className="flex gap-1.5">
            {Array.from({ length: imageCount }, (_, i) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: one dot per image position
                key={i}
                className={cn(
                  'h-1.5 rounded-full transition-[width,background-color] duration-300',
                  i === image ? 'w-5 bg-white' : 'w-1.5 bg-white/40',
                )}
              />
            ))}
          </span>
          <span className="text-[0.68rem] tabular-nums text-white/70">
            {image + 1} / {imageCount}
          </span>
        </div>
      ) : null}
    </div>
  );
}
