import { ChevronDown } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n';
import { ONBOARDING } from '../i18n';
import { DIAL_CODES, dialCodeByIso } from '../lib/dial-codes';
import { CountryFlag } from './CountryFlag';

function regionNames(language: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  } catch {
    return null;
  }
}

export interface DialCodeSelectProps {
  id?: string;
  /** The ISO id of the chosen entry ('IN'), since several countries share a code. */
  value: string;
  onChange: (iso: string) => void;
  disabled?: boolean;
  className?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
}

/**
 * The country dial-code picker: a native <select> (the phone's own wheel or list, searchable by typing
 * on a keyboard) laid transparently over a face that shows the flag and the code. The options carry no
 * emoji flags: where the system lacks the font they render as boxes.
 */
export function DialCodeSelect({
  id,
  value,
  onChange,
  disabled,
  className,
  'aria-label': ariaLabel,
  'aria-describedby': describedBy,
}: DialCodeSelectProps) {
  const { t, i18n } = useTranslation(ONBOARDING);
  const current = dialCodeByIso(value);
  // The countries' names in the language shown (Intl's), the list's English where Intl has none.
  const names = i18n.language === 'en' ? null : regionNames(i18n.language);
  return (
    <div
      className={cn(
        'relative flex h-12 shrink-0 items-center gap-2 rounded-[3px] border border-border bg-surface pl-3 pr-2.5',
        'text-[0.95rem] text-text transition-colors hover:border-text/30',
        'has-[select:focus-visible]:border-gold has-[select:focus-visible]:outline-2 has-[select:focus-visible]:outline-offset-3 has-[select:focus-visible]:outline-ring',
        disabled && 'opacity-50',
        className,
      )}
    >
      <CountryFlag iso={current.iso} />
      <span aria-hidden="true" className="tabular-nums">
        {current.code}
      </span>
      <ChevronDown aria-hidden="true" className="size-4 text-muted" />
      <select
        id={id}
        value={current.iso}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
        aria-label={ariaLabel ?? t('register.countryCode')}
        aria-describedby={describedBy}
        className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0 focus-visible:outline-none"
      >
        {DIAL_CODES.map((d) => (
          <option key={d.iso} value={d.iso}>
            {`${names?.of(d.iso) ?? d.country} (${d.code})`}
          </option>
        ))}
      </select>
    </div>
  );
}
