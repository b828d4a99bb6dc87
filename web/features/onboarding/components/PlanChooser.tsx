import { Check } from 'lucide-react';
import type { Tier, TierId } from '#contracts/membership';
import { type CardFinish, MembershipCard } from '../../../components/MembershipCard';
import { Badge } from '../../../components/ui/Badge';
import { cn } from '../../../lib/cn';
import { formatRupees } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { ONBOARDING } from '../i18n';
import { useTierWords } from '../lib/tier-words';

function finishOf(tier: Pick<Tier, 'id' | 'sandboxOnly'>): CardFinish {
  if (tier.sandboxOnly) return 'basic';
  return tier.id === 'gold' || tier.id === 'platinum' ? tier.id : 'premium';
}

/**
 * The cards an applicant can pay for, as native radios (one tab stop, arrow keys move), each drawn with
 * the membership card, its name, line and one-time price. The test tier carries a "Test tier" badge
 * and the plain Basic card.
 */
export function PlanChooser({
  tiers,
  value,
  onChange,
  disabled,
  labelledBy,
}: {
  tiers: readonly Tier[];
  value: TierId;
  onChange: (id: TierId) => void;
  disabled?: boolean;
  labelledBy: string;
}) {
  const { t } = useTranslation(ONBOARDING);
  const words = useTierWords();
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="grid gap-3 sm:gap-4">
      {tiers.map((tier) => {
        const checked = tier.id === value;
        const nameId = `plan-${tier.id}-name`;
        const detailsId = `plan-${tier.id}-details`;
        return (
          <label
            key={tier.id}
            className={cn(
              'group relative flex cursor-pointer items-center gap-4 rounded-[6px] border bg-surface p-4 transition-[border-color,box-shadow] duration-200 sm:gap-6 sm:p-5',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-3 has-focus-visible:outline-ring',
              checked
                ? 'border-gold shadow-[0_0_0_1px_var(--gold),0_24px_50px_-30px_rgba(0,0,0,0.45)]'
                : 'border-border hover:border-text/35',
              disabled && 'cursor-not-allowed opacity-70',
            )}
          >
            <input
              type="radio"
              name="plan"
              value={tier.id}
              checked={checked}
              disabled={disabled}
              onChange={() => onChange(tier.id)}
              aria-labelledby={nameId}
              aria-describedby={detailsId}
              className="sr-only"
            />
            <MembershipCard finish={finishOf(tier)} className="w-24 shrink-0 sm:w-40" />
            <span className="grid min-w-0 flex-1 gap-1.5">
              <span className="flex flex-wrap items-center gap-2">
                <span id={nameId} className="font-display text-2xl leading-none sm:text-[1.9rem]">
                  {words.name(tier)}
                </span>
                {tier.sandboxOnly ? <Badge variant="info">{t('plan.testTier')}</Badge> : null}
              </span>
              <span id={detailsId} className="grid gap-1.5">
                <span className="text-sm leading-snug text-muted">{words.tagline(tier)}</span>
                <span className="flex flex-wrap items-baseline gap-x-2">
                  <span className="font-display text-2xl font-semibold leading-none lining-nums">
                    {formatRupees(tier.price)}
                  </span>
                  <span className="text-[0.65rem] uppercase tracking-[0.16em] text-muted">
                    {words.terms(tier)}
                  </span>
                </span>
              </span>
            </span>
            <span
              aria-hidden="true"
              className={cn(
                'inline-grid size-6 shrink-0 place-items-center self-start rounded-full border transition-colors sm:self-center',
                checked
                  ? 'border-gold bg-gold text-gold-foreground'
                  : 'border-text/30 group-hover:border-text/60',
              )}
            >
              {checked ? <Check className="size-3.5" strokeWidth={2.5} /> : null}
            </span>
          </label>
        );
      })}
    </div>
  );
}
