import { cn } from '../lib/cn';

/**
 * The round initial. The letter is drawn by CSS (content: attr(data-initial)), not a text node: the
 * avatar is decoration inside buttons named by their words, and a letter in the text would stand in the
 * middle of the visible label those names must contain (WCAG 2.5.3, label in name).
 */
export function UserAvatar({ initial, className }: { initial: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-initial={initial}
      className={cn(
        'inline-grid size-9 shrink-0 place-items-center rounded-full bg-accent font-display text-lg font-semibold leading-none text-accent-foreground ring-1 ring-gold/50 ring-offset-2 ring-offset-background before:content-[attr(data-initial)]',
        className,
      )}
    />
  );
}
