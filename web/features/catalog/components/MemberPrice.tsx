import { useQueries } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import type { MemberPrice, MemberPrices, PickState } from '#contracts/pricing';
import { CardWouldSave, usePricingWords } from '../../../components/pricing/PricingWords';
import { apiJson } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatRupees } from '../../../lib/format';
import { rich, useTranslation } from '../../../lib/i18n';
import { MEMBER_PRICES_PATH } from '../../../lib/pricing';
import { CATALOG } from '../i18n';
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

/**
 * The member's prices of the cards inside (one request per page of cards). `enabled` false (a visitor)
 * asks nothing: the cards show their list prices and their one-tap add as they are.
 */
export function MemberPricesProvider({
  ids,
  enabled = true,
  children,
}: {
  ids: readonly string[];
  enabled?: boolean;
  children: ReactNode;
}) {
  const known = useMemberPriceMap(ids, enabled);
  return <KnownPricesProvider known={known}>{children}</KnownPricesProvider>;
}

/** Known prices handed down as they are (MemberPricesProvider's answer; tests give their own). */
export function KnownPricesProvider({ known, children }: { known: Known; children: ReactNode }) {
  return <MemberPricesContext.Provider value={known}>{children}</MemberPricesContext.Provider>;
}

/** What the grid's provider (or the product page's) knows. */
export const useKnownPrices = () => useContext(MemberPricesContext);

/**
 * Gold's early access for this member on a card: the opening and the countdown to it while it is ahead
 * (the server's `opensForYouAt`, ticking each second), else null. A card offers no one-tap add until then.
 */
export function useOpening(productId: string, given?: Known | null) {
  const context = useKnownPrices();
  const opensForYouAt = (given ?? context)?.prices.get(productId)?.opensForYouAt ?? null;
  const countdown = useCountdown(opensForYouAt);
  return opensForYouAt && countdown && !countdown.ended ? { opensForYouAt, countdown } : null;
}

/** "Gold early access — opens for you in 23:59:10", the product page's words, on a card. */
export function EarlyAccessLine({
  opening,
  className,
}: {
  opening: NonNullable<ReturnType<typeof useOpening>>;
  className?: string;
}) {
  const { t } = useTranslation(CATALOG);
  return (
    <p className={cn('font-medium text-gold', className)}>
      {rich(t('earlyAccess.title', { clock: clockText(opening.countdown) }), {
        time: <time dateTime={opening.opensForYouAt} className="tabular-nums" />,
      })}
    </p>
  );
}

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
  const { t } = useTranslation(CATALOG);
  const words = usePricingWords();
  const context = useKnownPrices();
  const known = given ?? context;
  const price = known?.prices.get(productId);
  const waiting = useOpening(productId, known);
  const opening = showOpening ? waiting : null;
  if (!known || !price) return null;
  const pick = known.pick;
  const pickLine =
    limited && pick && pick.status !== 'none'
      ? pick.status === 'available' && price.pickPrice !== null
        ? Number(price.pickPrice) === 0
          ? t('price.pickFree')
          : t('price.pick', { price: formatRupees(price.pickPrice) })
        : pick.status === 'used'
          ? words.pickText(pick)
          : null
      : null;
  return (
    <div className={cn('grid gap-0.5 text-xs', className)}>
      {opening ? <EarlyAccessLine opening={opening} /> : null}
      {pickLine ? (
        <p className={pick?.status === 'available' ? 'font-medium text-gold' : 'text-muted'}>{pickLine}</p>
      ) : null}
      {price.rule ? (
        <p className="text-muted">
          <span className="font-medium text-text tabular-nums">{formatRupees(price.price)}</span> ·{' '}
          {words.ruleLineText({ label: price.rule, key: price.ruleKey, params: price.ruleParams })}
        </p>
      ) : null}
      <CardWouldSave amount={price.cardWouldSave} />
    </div>
  );
}
