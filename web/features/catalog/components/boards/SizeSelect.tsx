import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import type { SizeOption } from './size-options';

/** The size choice as a native select (the phone's own picker); sold-out sizes show but are disabled. */
export function SizeSelect({
  options,
  value,
  onChange,
}: {
  options: readonly SizeOption[];
  value: string | null;
  onChange: (key: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-[0.7rem] font-medium uppercase tracking-[0.18em] text-muted">
        Size
      </label>
      <div className="relative">
        <select
          id={id}
          value={value ?? ''}
          onChange={(e) => onChange(e.target.value)}
          className="h-12 w-full cursor-pointer appearance-none rounded-[3px] border border-border bg-surface pl-4 pr-11 text-[0.95rem] text-text transition-colors hover:border-text/40 focus-visible:border-gold"
        >
          <option value="" disabled>
            Choose a size
          </option>
          {options.map((o) => (
            <option key={o.key} value={o.key} disabled={o.soldOut}>
              {o.soldOut ? `${o.label} (sold out)` : o.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute right-4 top-1/2 size-4 -translate-y-1/2 text-muted"
        />
      </div>
    </div>
  );
}
