import { cn } from '../../../lib/cn';

/** India's flag drawn: saffron, white and green with the navy wheel (its 24 spokes as 12 lines). */
function IndiaFlag({ className }: { className?: string }) {
  const spokes = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 12;
    const [x, y] = [Math.cos(a) * 2.6, Math.sin(a) * 2.6];
    return `M${(15 - x).toFixed(2)} ${(10 - y).toFixed(2)}L${(15 + x).toFixed(2)} ${(10 + y).toFixed(2)}`;
  }).join('');
  return (
    <svg viewBox="0 0 30 20" className={className} aria-hidden="true" focusable="false">
      <rect width="30" height="20" fill="#fff" />
      <rect width="30" height="6.67" fill="#f93" />
      <rect y="13.33" width="30" height="6.67" fill="#138808" />
      <g fill="none" stroke="#000080" strokeWidth="0.35">
        <circle cx="15" cy="10" r="2.8" strokeWidth="0.5" />
        <path d={spokes} />
      </g>
      <circle cx="15" cy="10" r="0.6" fill="#000080" />
    </svg>
  );
}

/**
 * The picker's flag. Emoji flags render as two boxes where the system lacks the font, so India (the
 * default, +91) is drawn, and any other country shows its two-letter ISO code instead.
 */
export function CountryFlag({ iso, className }: { iso: string; className?: string }) {
  if (iso === 'IN')
    return (
      <IndiaFlag
        className={cn('h-[0.9rem] w-[1.35rem] shrink-0 rounded-[2px] ring-1 ring-border', className)}
      />
    );
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-grid h-[0.9rem] min-w-[1.35rem] shrink-0 place-items-center rounded-[2px] border border-border px-0.5 text-[0.6rem] font-semibold leading-none tracking-wide text-muted',
        className,
      )}
    >
      {iso}
    </span>
  );
}
