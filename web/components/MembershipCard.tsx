import { cn } from '../lib/cn';

/** `basic` is the plain card of the ₹1 test tier (sandbox only): no foil, no gloss, marked as a test. */
export type CardFinish = 'basic' | 'premium' | 'gold' | 'platinum';

const FINISHES: Record<
  CardFinish,
  { label: string; surface: string; ink: string; foil: string; motto?: string; plain?: boolean }
> = {
  basic: {
    label: 'Basic',
    surface: 'linear-gradient(135deg, #e9e5de 0%, #f5f2ed 55%, #e4dfd7 100%)',
    ink: '#4a4640',
    foil: 'linear-gradient(135deg, #cfcac1, #b5afa5)',
    motto: 'Test card',
    plain: true,
  },
  premium: {
    label: 'Premium',
    surface: 'linear-gradient(135deg, #0d261d 0%, #1c4435 48%, #0f2a20 100%)',
    ink: '#f3e6c8',
    foil: 'linear-gradient(135deg, #f6e3b4, #c49a52 45%, #f1d9a0 70%, #a9803c)',
  },
  gold: {
    label: 'Gold',
    surface: 'linear-gradient(135deg, #9b7130 0%, #e3c27f 38%, #f6e2ae 55%, #b88a3f 100%)',
    ink: '#2a1d08',
    foil: 'linear-gradient(135deg, #3a2a0d, #6b4d1b)',
  },
  platinum: {
    label: 'Platinum',
    surface: 'linear-gradient(135deg, #7f848a 0%, #d9dcdf 40%, #f4f5f6 55%, #9a9fa5 100%)',
    ink: '#1c1f22',
    foil: 'linear-gradient(135deg, #2d3135, #5b6066)',
  },
};

/**
 * The Roslis membership card, drawn in CSS (no image to load, and it follows the theme): the same
 * component on the home page, card pages, registration, profile and dashboard. Decorative unless a label
 * is given.
 */
export function MembershipCard({
  finish,
  holder = 'Roslis Member',
  number = '2020',
  fullNumber,
  className,
  label,
}: {
  finish: CardFinish;
  holder?: string;
  /** The last four digits shown. */
  number?: string;
  /** The member's whole card number ('RSL 4821 0937 5512'), shown instead of the masked one. */
  fullNumber?: string;
  className?: string;
  label?: string;
}) {
  const f = FINISHES[finish];
  const card = (
    <div
      aria-hidden="true"
      data-card-face=""
      className={cn(
        'relative aspect-[1.586] w-full select-none overflow-hidden rounded-[14px] p-[7%] shadow-[0_30px_60px_-25px_rgba(0,0,0,0.55)] ring-1 ring-black/10',
        !label && className,
      )}
      style={{ background: f.surface, color: f.ink, containerType: 'inline-size' }}
    >
      {f.plain ? (
        <span
          className="pointer-events-none absolute inset-[3.5%] rounded-[9px] opacity-35"
          style={{ border: `1px dashed ${f.ink}` }}
        />
      ) : (
        <>
          <span
            className="pointer-events-none absolute inset-0"
            style={{
              background:
                'radial-gradient(120% 80% at 85% -10%, rgba(255,255,255,0.28), transparent 55%), radial-gradient(90% 70% at -10% 110%, rgba(0,0,0,0.22), transparent 60%)',
            }}
          />
          <span
            className="pointer-events-none absolute -right-[12%] -top-[30%] aspect-square w-[70%] rounded-full opacity-[0.12]"
            style={{ border: `1.5px solid ${f.ink}` }}
          />
        </>
      )}
      <div className="relative flex h-full flex-col justify-between">
        <div className="flex items-start justify-between">
          <span
            className="font-display font-semibold leading-none"
            style={{ fontSize: '9cqw', letterSpacing: '0.3em' }}
          >
            ROSLIS
          </span>
          <span className="font-medium uppercase" style={{ fontSize: '3.6cqw', letterSpacing: '0.28em' }}>
            {f.label}
          </span>
        </div>
        <span
          className="block rounded-[18%] shadow-inner"
          style={{ width: '13%', aspectRatio: '1.3', background: f.foil }}
        />
        <div className="grid gap-[2cqw]">
          <span className="font-medium tabular-nums" style={{ fontSize: '5.2cqw', letterSpacing: '0.16em' }}>
            {fullNumber ?? `•••• •••• •••• ${number}`}
          </span>
          <div className="flex items-end justify-between gap-2">
            <span className="truncate uppercase" style={{ fontSize: '3.6cqw', letterSpacing: '0.2em' }}>
              {holder}
            </span>
            <span className="font-display italic" style={{ fontSize: '4.4cqw' }}>
              {f.motto ?? 'Crafted for the few'}
            </span>
          </div>
        </div>
      </div>
    </div>
  );
  if (!label) return card;
  return (
    <figure className={cn('m-0', className)}>
      {card}
      <figcaption className="sr-only">{label}</figcaption>
    </figure>
  );
}
