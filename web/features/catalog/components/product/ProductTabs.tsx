import { MessageSquareText } from 'lucide-react';
import { type KeyboardEvent, useId, useRef } from 'react';
import { Link } from 'react-router';
import type { ProductDetail } from '#contracts/catalog';
import { Button } from '../../../../components/ui/Button';
import { errorMessage } from '../../../../lib/api-client';
import { cn } from '../../../../lib/cn';
import { formatDate } from '../../../../lib/format';
import { i18n, useTranslation } from '../../../../lib/i18n';
import { profileTab } from '../../../../lib/paths';
import { toast } from '../../../../lib/toast';
import { useReviews } from '../../api/get-reviews';
import { CATALOG } from '../../i18n';
import { Stars } from './Rating';

export const PRODUCT_TABS = ['details', 'specs', 'reviews'] as const;
export type ProductTab = (typeof PRODUCT_TABS)[number];

function LabelledList({ items, empty }: { items: readonly ProductDetail[]; empty: string }) {
  if (items.length === 0) return <p className="text-muted">{empty}</p>;
  return (
    <dl className="grid gap-x-8 sm:grid-cols-2">
      {items.map((item) => (
        <div
          key={`${item.label}:${item.value}`}
          className="grid grid-cols-[8rem_1fr] gap-4 border-b border-border py-3.5 text-sm"
        >
          <dt className="text-muted">{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Reviews({
  slug,
  rating,
  reviewCount,
}: {
  slug: string;
  rating: number | null;
  reviewCount: number;
}) {
  const { t } = useTranslation(CATALOG);
  const reviews = useReviews(slug);
  const write = () => {
    const ft = i18n.getFixedT(null, CATALOG);
    toast({ title: ft('reviews.howTitle'), description: ft('reviews.how') });
  };
  if (reviewCount === 0 && (reviews.data?.length ?? 0) === 0) {
    return (
      <div className="grid justify-items-center gap-3 rounded-md border border-dashed border-border px-6 py-12 text-center">
        <MessageSquareText aria-hidden="true" className="size-7 text-gold" />
        <p className="font-display text-2xl">{t('reviews.none')}</p>
        <p className="max-w-sm text-sm leading-relaxed text-muted">{t('reviews.how')}</p>
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          <Button variant="outline" onClick={write}>
            {t('reviews.beFirst')}
          </Button>
          <Button asChild variant="ghost">
            <Link to={profileTab('orders')}>{t('reviews.myOrders')}</Link>
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-6 rounded-md border border-border px-6 py-8">
        <div className="flex items-center gap-5">
          <p className="font-display text-6xl leading-none tabular-nums lining-nums">
            {rating?.toFixed(1) ?? '–'}
            <span className="sr-only">{t('reviews.outOf5')}</span>
          </p>
          <div className="grid gap-1.5">
            <Stars rating={rating ?? 0} />
            <p className="text-sm text-muted">
              {t('reviews.basedOn', { reviews: t('reviews.count', { count: reviewCount }) })}
            </p>
          </div>
        </div>
        <Button asChild variant="outline">
          <Link to={profileTab('orders')}>{t('reviews.write')}</Link>
        </Button>
      </div>
      {reviews.isPending ? (
        <p role="status" className="text-sm text-muted">
          {t('reviews.loading')}
        </p>
      ) : reviews.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-4">
          <p className="text-sm text-muted">{errorMessage(reviews.error, t('reviews.loadError'))}</p>
          <Button variant="outline" onClick={() => void reviews.refetch()}>
            {t('reviews.tryAgain')}
          </Button>
        </div>
      ) : reviews.data.length === 0 ? (
        <p className="text-sm text-muted">{t('reviews.noWritten')}</p>
      ) : (
        <ul className="divide-y divide-border">
          {reviews.data.map((r) => (
            <li key={r.id} className="grid gap-2 py-5">
              <div className="flex flex-wrap items-center gap-3">
                <Stars rating={r.rating} />
                <span className="sr-only">{t('reviews.ratingOutOf5', { rating: r.rating })}</span>
                <span className="text-sm font-medium">{r.author}</span>
                <time dateTime={r.createdAt} className="text-xs text-muted">
                  {formatDate(r.createdAt)}
                </time>
                <span className="text-xs text-success">{t('reviews.verified')}</span>
              </div>
              {r.text ? <p className="leading-relaxed">{r.text}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Details, Specs (product attributes from the database) and Reviews, as WAI-ARIA tabs. */
export function ProductTabs({
  tab,
  onTabChange,
  details,
  specs,
  rating,
  reviewCount,
  slug,
}: {
  slug: string;
  tab: ProductTab;
  onTabChange: (tab: ProductTab) => void;
  details: readonly ProductDetail[];
  specs: readonly ProductDetail[];
  rating: number | null;
  reviewCount: number;
}) {
  const { t: tr } = useTranslation(CATALOG);
  const id = useId();
  const refs = useRef<Partial<Record<ProductTab, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent) => {
    const i = PRODUCT_TABS.indexOf(tab);
    const next =
      event.key === 'ArrowRight'
        ? PRODUCT_TABS[(i + 1) % PRODUCT_TABS.length]
        : event.key === 'ArrowLeft'
          ? PRODUCT_TABS[(i - 1 + PRODUCT_TABS.length) % PRODUCT_TABS.length]
          : event.key === 'Home'
            ? PRODUCT_TABS[0]
            : event.key === 'End'
              ? PRODUCT_TABS[PRODUCT_TABS.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    onTabChange(next);
    refs.current[next]?.focus();
  };

  return (
    <section id="reviews" aria-label={tr('tabs.label')} className="scroll-mt-24">
      <div
        role="tablist"
        aria-label={tr('tabs.label')}
        className="flex gap-6 border-b border-border md:gap-10"
      >
        {PRODUCT_TABS.map((t) => (
          <button
            key={t}
            ref={(el) => {
              refs.current[t] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-${t}-tab`}
            aria-selected={tab === t}
            aria-controls={`${id}-${t}-panel`}
            tabIndex={tab === t ? 0 : -1}
            onClick={() => onTabChange(t)}
            onKeyDown={onKeyDown}
            className={cn(
              '-mb-px min-h-12 border-b-2 text-[0.72rem] font-medium uppercase tracking-[0.18em] transition-colors',
              tab === t ? 'border-text text-text' : 'border-transparent text-muted hover:text-text',
            )}
          >
            {tr(`tabs.${t}`)}
            {t === 'reviews' && reviewCount > 0 ? (
              <span className="tabular-nums text-muted"> ({reviewCount})</span>
            ) : null}
          </button>
        ))}
      </div>
      {PRODUCT_TABS.map((t) => (
        <div
          key={t}
          role="tabpanel"
          id={`${id}-${t}-panel`}
          aria-labelledby={`${id}-${t}-tab`}
          hidden={tab !== t}
          className="pt-6"
        >
          {tab !== t ? null : t === 'details' ? (
            <LabelledList items={details} empty={tr('tabs.detailsEmpty')} />
          ) : t === 'specs' ? (
            <LabelledList items={specs} empty={tr('tabs.specsEmpty')} />
          ) : (
            <Reviews slug={slug} rating={rating} reviewCount={reviewCount} />
          )}
        </div>
      ))}
    </section>
  );
}
