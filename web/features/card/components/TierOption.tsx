import { Check, Lock } from 'lucide-react';
import type { KeyboardEvent, Ref } from 'react';
import type { Tier } from '#contracts/membership';
import { MembershipCard } from '../../../components/MembershipCard';
import { Badge } from '../../../components/ui/Badge';
import { Skeleton } from '../../../components/ui/Skeleton';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n';
import { useTierWords } from '../../../lib/tiers';
import { CARD } from '../i18n';
import { finishOf } from '../lib/card-tiers';
import { TierPrice } from './TierPrice';

/** One card in the tier chooser: a radio that reads "Selected" when chosen or "Invitation Required". */
export function TierOption({
  tier,
  checked,
  disabled,
  tabbable,
  onSelect,
  onKeyDown,
  ref,
}: {
  tier: Tier;
  checked: boolean;
  disabled: boolean;
  tabbable: boolean;
  onSelect: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  ref?: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation(CARD);
  const words = useTierWords();
  const nameId = `tier-option-${tier.id}`;
  const detailsId = `tier-option-${tier.id}-details`;
  return (
    // biome-ignore lint/a11y/useSemanticElements: an ARIA radio so the whole card (art, price, badge) is the option; native radios cannot hold this content or keep Platinum focusable-free with aria-disabled
    <div
      ref={ref}
      role="radio"
      aria-checked={checked}
      aria-disabled={disabled || undefined}
      aria-labelledby={nameId}
      aria-describedby={detailsId}
      tabIndex={disabled ? undefined : tabbable ? 0 : -1}
      onClick={disabled ? undefined : onSelect}
      onKeyDown={onKeyDown}
      className={cn(
        'group relative grid grid-cols-[5.5rem_1fr] content-start items-start gap-x-5 gap-y-5 rounded-[6px] border bg-surface p-5 text-left transition-[border-color,box-shadow,background-color] duration-200 sm:grid-cols-[11rem_1fr] sm:gap-x-8 sm:p-6 lg:grid-cols-1',
        checked
          ? 'border-gold shadow-[0_0_0_1px_var(--gold),0_24px_50px_-30px_rgba(0,0,0,0.45)]'
          : 'border-border',
        !checked && !disabled && 'hover:border-text/35',
        disabled && 'cursor-not-allowed bg-transparent',
      )}
    >
      <MembershipCard
        finish={finishOf(tier.id)}
        className={cn('mt-1 lg:mt-0 lg:max-w-[15rem]', disabled && 'opacity-60 grayscale-[0.3]')}
      />
      <div className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span id={nameId} className="font-display text-[1.9rem] leading-none">
            {words.name(tier)}
          </span>
          {checked ? (
            <Badge variant="gold">
              <Check className="size-3" strokeWidth={2.5} aria-hidden="true" /> {t('tiers.selected')}
            </Badge>
          ) : disabled ? (
            <Badge variant="outline" className="text-muted ring-border">
              <Lock className="size-3" aria-hidden="true" /> {t('tiers.invitation')}
            </Badge>
          ) : (
            <span
              aria-hidden="true"
              className="size-5 rounded-full border border-text/30 transition-colors group-hover:border-text/60"
            />
          )}
        </div>
        <div id={detailsId} className="grid gap-3">
          <span className="text-sm text-muted">{words.tagline(tier)}</span>
          <TierPrice tier={tier} className={cn(disabled && 'opacity-75')} />
        </div>
      </div>
    </div>
  );
}

/** Holds the place of one option while the tiers load, at the option's size (no layout shift). */
export function TierOptionSkeleton() {
  return (
    <div className="grid grid-cols-[5.5rem_1fr] content-start items-start gap-x-5 gap-y-5 rounded-[6px] border border-border p-5 sm:grid-cols-[11rem_1fr] sm:gap-x-8 sm:p-6 lg:grid-cols-1">
      <Skeleton className="mt-1 aspect-[1.586] w-full rounded-[14px] lg:mt-0 lg:max-w-[15rem]" />
      <div className="grid gap-3">
        <Skeleton className="h-[1.9rem] w-32" />
        <Skeleton className="h-5 w-44" />
        <Skeleton className="h-[1.9rem] w-36" />
      </div>
    </div>
  );
}
