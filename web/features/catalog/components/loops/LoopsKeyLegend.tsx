import { cn } from '../../../../lib/cn';
import { useTranslation } from '../../../../lib/i18n';
import { CATALOG } from '../../i18n';
import type { LoopsKey } from './use-loops-keys';

type KeyWord = 'up' | 'down' | 'left' | 'right' | 'space' | 'escape';
type EntryWord = 'products' | 'images' | 'info' | 'close';

/** Each key's cap (arrows as drawn; Space and Esc from the catalogue) and the name it is read by. */
const ENTRIES: { keys: { key: LoopsKey; cap: string | null; name: KeyWord }[]; text: EntryWord }[] = [
  {
    keys: [
      { key: 'up', cap: '↑', name: 'up' },
      { key: 'down', cap: '↓', name: 'down' },
    ],
    text: 'products',
  },
  {
    keys: [
      { key: 'left', cap: '←', name: 'left' },
      { key: 'right', cap: '→', name: 'right' },
    ],
    text: 'images',
  },
  { keys: [{ key: 'space', cap: null, name: 'space' }], text: 'info' },
  { keys: [{ key: 'escape', cap: null, name: 'escape' }], text: 'close' },
];

/** The keys, for a keyboard (768 px and wider): the key just pressed lights up for 300 ms. */
export function LoopsKeyLegend({ pressed }: { pressed: LoopsKey | null }) {
  const { t } = useTranslation(CATALOG);
  return (
    <dl
      aria-label={t('loops.keys.legend')}
      className="pointer-events-none hidden items-center gap-4 rounded-full bg-black/40 px-4 py-2 text-[0.68rem] text-white/70 ring-1 ring-white/10 backdrop-blur-md md:flex"
    >
      {ENTRIES.map((entry) => (
        <div key={entry.text} className="flex items-center gap-1.5">
          <dt className="flex gap-1">
            {entry.keys.map((k) => (
              <kbd
                key={k.key}
                aria-label={t(`loops.keys.${k.name}`)}
                data-pressed={pressed === k.key ? 'true' : undefined}
                className={cn(
                  'grid h-6 min-w-6 place-items-center rounded-[4px] border px-1.5 font-sans text-[0.68rem] transition-colors duration-150',
                  pressed === k.key
                    ? 'border-[#d9bd8c] bg-[#d9bd8c] text-black'
                    : 'border-white/25 bg-white/5 text-white',
                )}
              >
                {k.cap ?? (k.key === 'space' ? t('loops.keys.spaceCap') : t('loops.keys.escapeCap'))}
              </kbd>
            ))}
          </dt>
          <dd>{t(`loops.keys.${entry.text}`)}</dd>
        </div>
      ))}
    </dl>
  );
}
