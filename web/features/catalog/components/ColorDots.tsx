import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n';
import { CATALOG } from '../i18n';
import { swatchColour } from '../lib/colour-swatch';

/** Colour dots for the colours a design comes in; nothing when there are none. */
export function ColorDots({
  colours,
  max = 5,
  className,
}: {
  colours: readonly string[];
  max?: number;
  className?: string;
}) {
  const { t } = useTranslation(CATALOG);
  if (colours.length === 0) return null;
  const shown = colours.slice(0, max);
  const more = colours.length - shown.length;
  return (
    <p className={cn('flex items-center gap-1.5', className)}>
      <span className="sr-only">{t('colours', { list: colours.join(', ') })}</span>
      {shown.map((colour, i) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: a colour may repeat; its place is its identity
          key={`${i}-${colour}`}
          aria-hidden="true"
          title={colour}
          className="size-3 rounded-full ring-1 ring-text/20 ring-offset-1 ring-offset-background"
          style={{ backgroundColor: swatchColour(colour) }}
        />
      ))}
      {more > 0 ? (
        <span aria-hidden="true" className="text-[0.65rem] text-muted">
          +{more}
        </span>
      ) : null}
    </p>
  );
}
