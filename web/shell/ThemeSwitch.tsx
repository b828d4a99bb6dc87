import type { Theme } from '#contracts/common';
import { THEMES } from '#contracts/constants';
import { cn } from '../lib/cn';
import { useTranslation } from '../lib/i18n';
import { useTheme } from './ThemeProvider';

/** Swatch colours: the theme's background and its accent. */
const SWATCHES: Record<Theme, [string, string]> = {
  light: ['#f5efe6', '#1f3b30'],
  dark: ['#10241c', '#d4b074'],
  burgundy: ['#2c0f17', '#e2bf86'],
  black: ['#0c0c0c', '#f2eee6'],
};

/** The four-theme switch: native radios (arrow keys move and choose), each with a colour swatch. */
export function ThemeSwitch({ className }: { className?: string }) {
  const { t: tr } = useTranslation();
  const { theme, setTheme } = useTheme();
  return (
    <fieldset className={className}>
      <legend className="eyebrow mb-3">{tr('theme.legend')}</legend>
      <div className="flex flex-wrap gap-2">
        {THEMES.map((t) => {
          const checked = t === theme;
          const [bg, fg] = SWATCHES[t];
          return (
            <label
              key={t}
              className={cn(
                'relative inline-flex min-h-11 cursor-pointer items-center gap-2.5 rounded-full border py-1.5 pl-2 pr-4 text-xs font-medium tracking-[0.08em] transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                checked
                  ? 'border-gold bg-background text-text'
                  : 'border-border text-muted hover:border-text/30 hover:text-text',
              )}
            >
              <input
                type="radio"
                name="roslis-theme"
                value={t}
                checked={checked}
                onChange={() => setTheme(t)}
                className="sr-only"
              />
              <span
                aria-hidden="true"
                className={cn(
                  'size-7 rounded-full ring-1 ring-text/15',
                  checked && 'ring-2 ring-gold ring-offset-2 ring-offset-background',
                )}
                style={{ background: `linear-gradient(135deg, ${bg} 0 55%, ${fg} 55% 100%)` }}
              />
              {tr(`theme.${t}`)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
