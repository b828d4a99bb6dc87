import { LOCALE_NAMES, LOCALE_TAGS, LOCALES, type Locale } from '#contracts/locales';
import { cn } from '../lib/cn';
import { useTranslation } from '../lib/i18n';

/**
 * English or മലയാളം as native radios (arrow keys move and choose), each name written in its own
 * language and marked so (`lang`), so a reader finds hers and a screen reader says it right.
 */
export function LanguageChoice({
  value,
  onChange,
  disabled,
  name = 'roslis-language',
  className,
  legendClassName = 'eyebrow mb-3',
}: {
  value: Locale;
  onChange: (language: Locale) => void;
  disabled?: boolean;
  name?: string;
  className?: string;
  legendClassName?: string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={className} disabled={disabled}>
      <legend className={legendClassName}>{t('language.legend')}</legend>
      <div className="flex flex-wrap gap-2">
        {LOCALES.map((l) => {
          const checked = l === value;
          return (
            <label
              key={l}
              className={cn(
                'relative inline-flex min-h-11 cursor-pointer items-center rounded-full border px-4 py-1.5 text-sm font-medium transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                checked
                  ? 'border-gold bg-background text-text'
                  : 'border-border text-muted hover:border-text/30 hover:text-text',
              )}
            >
              <input
                type="radio"
                name={name}
                value={l}
                checked={checked}
                onChange={() => onChange(l)}
                className="sr-only"
              />
              <span lang={LOCALE_TAGS[l]}>{LOCALE_NAMES[l]}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
