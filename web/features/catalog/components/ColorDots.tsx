import type { ProductVariant } from '#contracts/catalog';
import { cn } from '../../../lib/cn';
import { swatchColour } from '../lib/colour-swatch';

/** Colour dots for the variants named color (spec 3 section 2); nothing when there are none. */
export function ColorDots({
  variants,
  max = 5,
  className,
}: {
  variants: readonly Pick<ProductVariant, 'id' | 'name' | 'value'>[];
  max?: number;
  className?: string;
}) {
  const colours = variants.filter((v) => v.name === 'color');
  if (colours.length === 0) return null;
  const shown = colours.slice(0, max);
  const more = colours.length - shown.length;
  return (
    <p className={cn('flex items-center gap-1.5', className)}>
      <span className="sr-only">Colours: {colours.map((c) => c.value).join(', ')}</span>
      {shown.map((c) => (
        <span
          key={c.id}
          aria-hidden="true"
          title={c.value}
          className="size-3 rounded-full ring-1 ring-text/20 ring-offset-1 ring-offset-background"
          style={{ backgroundColor: swatchColour(c.value) }}
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
