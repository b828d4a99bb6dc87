import { useId } from 'react';
import { Select } from '../../../../components/ui/Select';
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
      <Select
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value)}
        className="hover:border-text/40"
        options={options.map((o) => ({
          value: o.key,
          label: o.soldOut ? `${o.label} (sold out)` : o.label,
          disabled: o.soldOut,
        }))}
      >
        <option value="" disabled>
          Choose a size
        </option>
      </Select>
    </div>
  );
}
