import type { TFunction } from 'i18next';
import { Gift, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { DealToday } from '#contracts/deals';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatDayMonth, formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useClaimDeal, useDealToday } from '../api/deals';
import { DEALS } from '../i18n';

type T = TFunction<typeof DEALS>;

const DISMISSED_KEY = 'dynamoDealDismissed';

/** The banner is put away for the day it was dismissed (a new day's deal shows again). */
function dismissedOn(): string | null {
  try {
    return sessionStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

function giftLine(t: T, deal: NonNullable<DealToday['deal']>): string {
  const points = deal.points ?? 0;
  if (deal.kind === 'points') return t('banner.points', { count: points, points: formatNumber(points) });
  const piece = deal.product?.name ?? t('banner.aPiece');
  return deal.size ? t('banner.freeInSize', { piece, size: deal.size }) : t('banner.free', { piece });
}

const pointsCredited = (t: T, points: number) =>
  t('banner.pointsCredited', { count: points, points: formatNumber(points) });

/** Where a claimed free piece stands: reserved for her next order, or sent on a day. */
const pieceState = (t: T, sentAt: string | null) =>
  sentAt ? t('banner.pieceSent', { day: formatDayMonth(sentAt) }) : t('banner.pieceReserved');

type EarlierGift = NonNullable<DealToday['earlierGift']>;
const earlierPiece = (t: T, g: EarlierGift) => {
  const piece = g.product?.name ?? t('banner.aPiece');
  return g.size ? t('banner.inSize', { piece, size: g.size }) : piece;
};

/** What the banner says in each state: its headline and the line under it. */
function wordsFor(t: T, today: DealToday): { headline: string; line?: string } {
  const hours = t('banner.hours', { opens: today.opensAt, closes: today.closesAt });
  const name = t('banner.name');
  switch (today.state) {
    case 'card_inactive':
      return { headline: name, line: t('banner.cardInactive', { hours }) };
    case 'before':
      return { headline: t('banner.opensAt', { opens: today.opensAt }), line: hours };
    case 'after':
      return { headline: t('banner.closed', { opens: today.opensAt }) };
    case 'all_claimed':
      return { headline: t('banner.allClaimed'), line: t('banner.allClaimedLine') };
    case 'open':
      return { headline: today.deal?.title ?? name, line: today.deal?.words || undefined };
    case 'claimed': {
      const deal = today.deal;
      const told =
        deal?.kind === 'points' ? pointsCredited(t, deal.points ?? 0) : pieceState(t, today.sentAt);
      return { headline: deal?.title ?? name, line: told };
    }
    case 'none': {
      // No deal today: the banner stays for a free piece of an earlier day, to say where it stands.
      const g = today.earlierGift;
      return g ? { headline: g.title, line: pieceState(t, g.sentAt) } : { headline: name };
    }
    default:
      return { headline: name };
  }
}

/**
 * The Dynamo Deal on the member's profile: today's surprise gift between the card's hours, with one
 * Claim button; before and after the window it says when it opens, and after a claim, how the gift
 * reaches her (a free piece: reserved for her next order, then sent on a day). A free piece of an earlier
 * day shows where it stands too; nothing shows on a day without a deal or such a piece. Dismissible for
 * the day.
 */
export function DynamoDealBanner() {
  const { t } = useTranslation(DEALS);
  const today = useDealToday();
  const claim = useClaimDeal();
  const [dismissed, setDismissed] = useState(dismissedOn);
  const data = today.data;
  if (!data || (data.state === 'none' && !data.earlierGift) || dismissed === data.date) return null;
  const earlier = data.earlierGift;

  const { headline, line } = wordsFor(t, data);
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
          title: t('banner.claimedTitle'),
          description:
            answer.deal?.kind === 'points'
              ? pointsCredited(t, answer.deal.points ?? 0)
              : t('banner.pieceReserved'),
          variant: 'success',
        }),
      onError: (error) =>
        toast({
          title: t('banner.claimFailed'),
          description: errorMessage(error),
          variant: 'destructive',
        }),
    });

  let action: ReactNode = null;
  if (data.state === 'open') {
    action = (
      <Button variant="gold" size="sm" onClick={onClaim} disabled={claim.isPending}>
        {claim.isPending ? <Spinner label={t('banner.claiming')} /> : t('banner.claim')}
      </Button>
    );
  } else if (data.state === 'claimed' || data.state === 'none') {
    action = (
      <span className="inline-flex items-center rounded-full border border-gold/60 px-3 py-1 text-xs font-semibold uppercase tracking-[0.14em] text-gold">
        {(data.state === 'claimed' ? data.sentAt : earlier?.sentAt) ? t('banner.sent') : t('banner.claimed')}
      </span>
    );
  }

  return (
    <section
      aria-label={t('banner.name')}
      className="relative mt-6 grid gap-3 rounded-[4px] border border-gold/40 bg-gold/10 p-4 pr-12 sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:items-center sm:gap-5 sm:p-5 sm:pr-14 md:mt-8"
    >
      <Gift aria-hidden="true" className="hidden size-7 text-gold sm:block" />
      <div className="grid min-w-0 gap-1">
        <p className="text-[0.68rem] font-semibold uppercase tracking-[0.16em] text-gold">
          {t('banner.name')}
        </p>
        <p className="font-display text-xl leading-snug sm:text-2xl">{headline}</p>
        {data.deal && (data.state === 'open' || data.state === 'claimed') ? (
          <p className="text-sm font-medium">{giftLine(t, data.deal)}</p>
        ) : null}
        {data.state === 'none' && earlier ? (
          <p className="text-sm font-medium">
            {t('banner.earlierClaimed', {
              piece: earlierPiece(t, earlier),
              day: formatDayMonth(earlier.date),
            })}
          </p>
        ) : null}
        {line ? <p className="text-sm text-muted">{line}</p> : null}
        {data.state !== 'none' && earlier ? (
          <p className="text-sm text-muted">
            {t('banner.earlierGift', {
              day: formatDayMonth(earlier.date),
              piece: earlierPiece(t, earlier),
              state: earlier.sentAt
                ? t('banner.sentOn', { day: formatDayMonth(earlier.sentAt) })
                : t('banner.shipsNext'),
            })}
          </p>
        ) : null}
      </div>
      {action ? <div className="justify-self-start sm:justify-self-end">{action}</div> : null}
      <button
        type="button"
        onClick={dismiss}
        aria-label={t('banner.dismiss')}
        className="absolute right-2 top-2 grid size-9 place-items-center rounded-full text-muted hover:text-text"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </section>
  );
}
