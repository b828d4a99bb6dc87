import { Gift, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { DEAL_MESSAGES, type DealToday } from '#contracts/deals';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useClaimDeal, useDealToday } from '../api/deals';

const DISMISSED_KEY = 'dynamoDealDismissed';

/** The banner is put away for the day it was dismissed (a new day's deal shows again). */
function dismissedOn(): string | null {
  try {
    return sessionStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

function giftLine(deal: NonNullable<DealToday['deal']>): string {
  if (deal.kind === 'points') return `${(deal.points ?? 0).toLocaleString('en-IN')} points`;
  const piece = deal.product?.name ?? 'A piece';
  return deal.size ? `${piece}, size ${deal.size}, free` : `${piece}, free`;
}

/** What the banner says in each state: its headline and the line under it. */
function wordsFor(today: DealToday): { headline: string; line?: string } {
  const hours = `Log in between ${today.opensAt} and ${today.closesAt} (India time) for a surprise gift.`;
  switch (today.state) {
    case 'card_inactive':
      return { headline: 'Dynamo Deal', line: `${DEAL_MESSAGES.cardInactive} ${hours}` };
    case 'before':
      return { headline: DEAL_MESSAGES.opensAt(today.opensAt), line: hours };
    case 'after':
      return { headline: DEAL_MESSAGES.closed(today.opensAt) };
    case 'all_claimed':
      return {
        headline: DEAL_MESSAGES.allClaimed,
        line: 'Every gift of today’s Dynamo Deal has found a member.',
      };
    case 'open':
      return { headline: today.deal?.title ?? 'Dynamo Deal', line: today.deal?.words || undefined };
    case 'claimed': {
      const deal = today.deal;
      const told =
        deal?.kind === 'points'
          ? DEAL_MESSAGES.pointsCredited(deal.points ?? 0)
          : DEAL_MESSAGES.pieceReserved;
      return { headline: deal?.title ?? 'Dynamo Deal', line: told };
    }
    default:
      return { headline: 'Dynamo Deal' };
  }
}

/**
 * The Dynamo Deal on the member's profile: today's surprise gift between the card's hours, with one
 * Claim button; before and after the window it says when it opens, and after a claim, how the gift
 * reaches her. Nothing shows on a day without a deal. Dismissible for the day.
 */
export function DynamoDealBanner() {
  const today = useDealToday();
  const claim = useClaimDeal();
  const [dismissed, setDismissed] = useState(dismissedOn);
  const data = today.data;
  if (!data || data.state === 'none' || dismissed === data.date) return null;

  const { headline, line } = wordsFor(data);
  const dismiss = () => {
    try {
      sessionStorage.setItem(DISMISSED_KEY, data.date);
    } catch {
      // Storage blocked: it stays away until the page reloads.
    }
    setDismissed(data.date);
  };
  const onClaim = () =>
    claim.mutate(undefined, {
      onSuccess: (answer) =>
        toast({
          title: 'Dynamo Deal claimed',
          description:
            answer.deal?.kind === 'points'
              ? DEAL_MESSAGES.pointsCredited(answer.deal.points ?? 0)
              : DEAL_MESSAGES.pieceReserved,
          variant: 'success',
        }),
      onError: (error) =>
        toast({
          title: 'Could not claim the gift',
          description: errorMessage(error),
          variant: 'destructive',
        }),
    });

  let action: ReactNode = null;
  if (data.state === 'open') {
    action = (
      <Button variant="gold" size="sm" onClick={onClaim} disabled={claim.isPending}>
        {claim.isPending ? <Spinner label="Claiming" /> : 'Claim your gift'}
      </Button>
    );
  } else if (data.state === 'claimed') {
    action = (
      <span className="inline-flex items-center rounded-full border border-gold/60 px-3 py-1 text-xs font-semibold uppercase tracking-[0.14em] text-gold">
        {DEAL_MESSAGES.claimed}
      </span>
    );
  }

  return (
    <section
      aria-label="Dynamo Deal"
      className="relative mt-6 grid gap-3 rounded-[4px] border border-gold/40 bg-gold/10 p-4 pr-12 sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:items-center sm:gap-5 sm:p-5 sm:pr-14 md:mt-8"
    >
      <Gift aria-hidden="true" className="hidden size-7 text-gold sm:block" />
      <div className="grid min-w-0 gap-1">
        <p className="text-[0.68rem] font-semibold uppercase tracking-[0.16em] text-gold">Dynamo Deal</p>
        <p className="font-display text-xl leading-snug sm:text-2xl">{headline}</p>
        {data.deal && (data.state === 'open' || data.state === 'claimed') ? (
          <p className="text-sm font-medium">{giftLine(data.deal)}</p>
        ) : null}
        {line ? <p className="text-sm text-muted">{line}</p> : null}
      </div>
      {action ? <div className="justify-self-start sm:justify-self-end">{action}</div> : null}
      <button
        type="button"
        onClick={dismiss}
        aria-label="Dismiss the Dynamo Deal"
        className="absolute right-2 top-2 grid size-9 place-items-center rounded-full text-muted hover:text-text"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </section>
  );
}
