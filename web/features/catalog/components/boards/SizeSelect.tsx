import { useId } from 'react';
import { Select } from '../../../../components/ui/Select';
import { useTranslation } from '../../../../lib/i18n';
import { CATALOG } from '../../i18n';
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
  const { t } = useTranslation(CATALOG);
  const id = useId();
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-[0.7rem] font-medium uppercase tracking-[0.18em] text-muted">
        {t('options.size')}
      </label>
      <Select
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value)}
        className="hover:border-text/40"
        options={options.map((o) => ({
          value: o.key,
          label: o.soldOut ? t('buy.soldOutValue', { value: o.label }) : o.label,
          disabled: o.soldOut,
        }))}
      >
        <option value="" disabled>
          {t('buy.chooseSize')}
        </option>
      </Select>
    </div>
  );
}
