import { Minus, Plus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { LIMITS } from '#contracts/constants';
import { useTranslation } from '../../../../lib/i18n';
import { CATALOG } from '../../i18n';

const MIN = LIMITS.cartQuantityMin;
const MAX = LIMITS.cartQuantityMax;

/** A whole number clamped to 1..10; anything else becomes 1. */
export function clampQuantity(value: number): number {
  if (!Number.isFinite(value)) return MIN;
  return Math.min(MAX, Math.max(MIN, Math.trunc(value)));
}

/** Quantity 1 to 10 with minus and plus, typed values clamped, and "Maximum 10 items per order". */
export function QuantityStepper({ value, onChange }: { value: number; onChange: (next: number) => void }) {
  const { t } = useTranslation(CATALOG);
  const id = useId();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  const commit = (raw: string) => {
    const next = clampQuantity(raw.trim() === '' ? MIN : Number(raw));
    setText(String(next));
    onChange(next);
  };

  const stepClass =
    'grid size-11 place-items-center text-text transition-colors hover:bg-text/[0.05] disabled:pointer-events-none disabled:opacity-35';
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-[0.7rem] font-medium uppercase tracking-[0.16em] text-muted">
        {t('quantity.label')}
      </label>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="inline-flex items-center rounded-[3px] border border-border bg-surface">
          <button
            type="button"
            aria-label={t('quantity.decrease')}
            disabled={value <= MIN}
            onClick={() => onChange(clampQuantity(value - 1))}
            className={stepClass}
          >
            <Minus aria-hidden="true" className="size-4" />
          </button>
          <input
            id={id}
            inputMode="numeric"
            pattern="[0-9]*"
            aria-describedby={`${id}-note`}
            value={text}
            onChange={(e) => {
              const digits = e.target.value.replace(/\D/g, '').slice(0, 2);
              if (digits === '') {
                setText('');
                return;
              }
              const next = clampQuantity(Number(digits));
              setText(String(next));
              onChange(next);
            }}
            onBlur={(e) => commit(e.target.value)}
            className="h-11 w-12 border-x border-border bg-transparent text-center tabular-nums outline-none focus-visible:bg-text/[0.04]"
          />
          <button
            type="button"
            aria-label={t('quantity.increase')}
            disabled={value >= MAX}
            onClick={() => onChange(clampQuantity(value + 1))}
            className={stepClass}
          >
            <Plus aria-hidden="true" className="size-4" />
          </button>
        </div>
        <p id={`${id}-note`} className="text-xs text-muted">
          {t('notes.quantity')}
        </p>
      </div>
    </div>
  );
}
