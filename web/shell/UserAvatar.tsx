import { cn } from '../lib/cn';

export function UserAvatar({ initial, className }: { initial: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-grid size-9 shrink-0 place-items-center rounded-full bg-accent font-display text-lg font-semibold leading-none text-accent-foreground ring-1 ring-gold/50 ring-offset-2 ring-offset-background',
        className,
      )}
    >
      {initial}
    </span>
  );
}
