import { useQueries } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import type { MemberPrice, MemberPrices, PickState } from '#contracts/pricing';
import { CardWouldSave, pickText } from '../../../components/pricing/PricingWords';
import { apiJson } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatRupees } from '../../../lib/format';
import { MEMBER_PRICES_PATH } from '../../../lib/pricing';
import { clockText } from './product/EarlyAccessNotice';
import { useCountdown } from './product/use-countdown';

/**
 * The member's own prices beside the shared cards: the grid asks the server once per page of cards
 * (GET /api/member-prices), and each card reads its piece. The browser computes none of it.
 */
interface Known {
  prices: ReadonlyMap<string, MemberPrice>;
  pick: PickState | undefined;
  sizeSurcharges: Readonly<Record<string, string>>;
}
const MemberPricesContext = createContext<Known | null>(null);

const CHUNK = 24;

/** One answer for the page (a module function: kept the same object while no chunk's answer changes). */
function combine(results: { data?: MemberPrices }[]): Known {
  const prices = new Map<string, MemberPrice>();
  let pick: PickState | undefined;
  let sizeSurcharges: Record<string, string> = {};
  for (const { data } of results) {
    if (!data) continue;
    pick ??= data.pick;
    sizeSurcharges = data.sizeSurcharges;
    for (const p of data.prices) prices.set(p.productId, p);
  }
  return { prices, pick, sizeSurcharges };
}

export function useMemberPriceMap(ids: readonly string[], enabled = true): Known {
  const chunks: string[][] = [];
  for (let i = 0; i < ids.length; i += CHUNK) chunks.push(ids.slice(i, i + CHUNK));
  return useQueries({
    queries: chunks.map((chunk) => {
      const key = [...chunk].sort().join(',');
      return {
        queryKey: [MEMBER_PRICES_PATH, key] as const,
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          apiJson<MemberPrices>('GET', `${MEMBER_PRICES_PATH}?ids=${key}`, undefined, { signal }),
        enabled,
        staleTime: 30_000,
      };
    }),
    combine,
  });
}

export function MemberPricesProvider({ ids, children }: { ids: readonly string[]; children: ReactNode }) {
  const known = useMemberPriceMap(ids);
  return <MemberPricesContext.Provider value={known}>{children}</MemberPricesContext.Provider>;
}

/** What the grid's provider (or the product page's) knows. */
export const useKnownPrices = () => useContext(MemberPricesContext);

/**
 * Under a card's list price: Gold's early access while the piece waits for this member (a countdown),
 * the month's pick on a LIMITED-EDITION piece ("Your monthly pick: ₹999", then "Monthly pick used —
 * next on 1 January"), the member price with its rule, or what an active card would save.
 */
export function MemberPriceNote({
  productId,
  limited,
  className,
  known: given,
  showOpening = true,
}: {
  productId: string;
  limited: boolean;
  className?: string;
  known?: Known | null;
  /** The early-access countdown (a card shows it; the product page has its own notice). */
  showOpening?: boolean;
}) {
  const context = useKnownPrices();
  const known = given ?? context;
  const price = known?.prices.get(productId);
  const opening = useCountdown(showOpening ? (price?.opensForYouAt ?? null) : null);
  if (!known || !price) return null;
  const pick = known.pick;
  const pickLine =
    limited && pick && pick.status !== 'none'
      ? pick.status === 'available' && price.pickPrice !== null
        ? Number(price.pickPrice) === 0
          ? 'Your monthly pick: free'
          : `Your monthly pick: ${formatRupees(price.pickPrice)}`
        : pick.status === 'used'
          ? pickText(pick)
          : null
      : null;
  return (
    <div className={cn('grid gap-0.5 text-xs', className)}>
      {opening && !opening.ended && price.opensForYouAt ? (
        <p className="font-medium text-gold">
          Gold early access — opens for you in{' '}
          <time dateTime={price.opensForYouAt} className="tabular-nums">
            {clockText(opening)}
          </time>
        </p>
      ) : null}
      {pickLine ? (
        <p className={pick?.status === 'available' ? 'font-medium text-gold' : 'text-muted'}>{pickLine}</p>
      ) : null}
      {price.rule ? (
        <p className="text-muted">
          <span className="font-medium text-text tabular-nums">{formatRupees(price.price)}</span> ·{' '}
          {price.rule}
        </p>
      ) : null}
      <CardWouldSave amount={price.cardWouldSave} />
    </div>
  );
}
