import { useId } from 'react';
import { cn } from '../../../../lib/cn';
import { useTranslation } from '../../../../lib/i18n';
import { COLUMN_CHOICES, type Columns } from '../../hooks/use-columns';
import { CATALOG } from '../../i18n';

function Glyph({ n }: { n: number }) {
  return (
    <span aria-hidden="true" className={cn('flex h-3.5 gap-[2px]', n > 4 ? 'w-5' : 'w-4')}>
      {Array.from({ length: n }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed bars
        <span key={i} className="flex-1 rounded-[1px] bg-current" />
      ))}
    </span>
  );
}

/**
 * The grid column choice: native radios (arrow keys move the choice) drawn as 44 px buttons. The
 * storefront grids offer 1 to 4 (the default); the boards pass `choices` 1 to 5.
 */
export function ColumnChoice<T extends number = Columns>({
  value,
  onChange,
  choices = COLUMN_CHOICES as readonly number[] as readonly T[],
  className,
}: {
  value: T;
  onChange: (columns: T) => void;
  choices?: readonly T[];
  className?: string;
}) {
  const { t } = useTranslation(CATALOG);
  const name = useId();
  return (
    <fieldset className={cn('flex rounded-[3px] border border-text/20', className)}>
      <legend className="sr-only">{t('columns.legend')}</legend>
      {choices.map((n) => {
        const checked = n === value;
        return (
          <label
            key={n}
            className={cn(
              'relative grid size-11 cursor-pointer place-items-center transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              checked ? 'bg-text/[0.08] text-text' : 'text-muted hover:text-text',
            )}
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={checked}
              onChange={() => onChange(n)}
              className="peer sr-only"
            />
            <span className="sr-only">{t('columns.n', { count: Number(n) })}</span>
            <Glyph n={n} />
          </label>
        );
      })}
    </fieldset>
  );
}
