import { cn } from '../../../../lib/cn';
import type { LoopsKey } from './use-loops-keys';

const ENTRIES: { keys: { key: LoopsKey; label: string; name: string }[]; text: string }[] = [
  {
    keys: [
      { key: 'up', label: '↑', name: 'Up arrow' },
      { key: 'down', label: '↓', name: 'Down arrow' },
    ],
    text: 'Products',
  },
  {
    keys: [
      { key: 'left', label: '←', name: 'Left arrow' },
      { key: 'right', label: '→', name: 'Right arrow' },
    ],
    text: 'Images',
  },
  { keys: [{ key: 'space', label: 'Space', name: 'Space' }], text: 'Info' },
  { keys: [{ key: 'escape', label: 'Esc', name: 'Escape' }], text: 'Close' },
];

/** The keys, for a keyboard (768 px and wider): the key just pressed lights up for 300 ms. */
export function LoopsKeyLegend({ pressed }: { pressed: LoopsKey | null }) {
  return (
    <dl
      aria-label="Keyboard shortcuts"
      className="pointer-events-none hidden items-center gap-4 rounded-full bg-black/40 px-4 py-2 text-[0.68rem] text-white/70 ring-1 ring-white/10 backdrop-blur-md md:flex"
    >
      {ENTRIES.map((entry) => (
        <div key={entry.text} className="flex items-center gap-1.5">
          <dt className="flex gap-1">
            {entry.keys.map((k) => (
              <kbd
                key={k.key}
                aria-label={k.name}
                data-pressed={pressed === k.key ? 'true' : undefined}
                className={cn(
                  'grid h-6 min-w-6 place-items-center rounded-[4px] border px-1.5 font-sans text-[0.68rem] transition-colors duration-150',
                  pressed === k.key
                    ? 'border-[#d9bd8c] bg-[#d9bd8c] text-black'
                    : 'border-white/25 bg-white/5 text-white',
                )}
              >
                {k.label}
              </kbd>
            ))}
          </dt>
          <dd>{entry.text}</dd>
        </div>
      ))}
    </dl>
  );
}
