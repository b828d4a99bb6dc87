import { useId } from 'react';
import { cn } from '../../../../lib/cn';
import { COLUMN_CHOICES, type Columns } from '../../hooks/use-columns';

function Glyph({ n }: { n: number }) {
  return (
    <span aria-hidden="true" className="flex h-3.5 w-4 gap-[2px]">
      {Array.from({ length: n }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed bars
        <span key={i} className="flex-1 rounded-[1px] bg-current" />
      ))}
    </span>
  );
}

/** The grid column choice, 1 to 4: native radios (arrow keys move the choice) drawn as 44 px buttons. */
export function ColumnChoice({ value, onChange }: { value: Columns; onChange: (columns: Columns) => void }) {
  const name = useId();
  return (
    <fieldset className="flex rounded-[3px] border border-text/20">
      <legend className="sr-only">Grid columns</legend>
      {COLUMN_CHOICES.map((n) => {
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
            <span className="sr-only">
              {n} {n === 1 ? 'column' : 'columns'}
            </span>
            <Glyph n={n} />
          </label>
        );
      })}
    </fieldset>
  );
}
