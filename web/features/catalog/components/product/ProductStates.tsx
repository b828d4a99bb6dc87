import { ArrowLeft, Lock, SearchX } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { ProductTeaser } from '#contracts/catalog';
import { PageTitle } from '../../../../components/PageTitle';
import { Button } from '../../../../components/ui/Button';
import { Skeleton } from '../../../../components/ui/Skeleton';
import { useTranslation } from '../../../../lib/i18n';
import { paths } from '../../../../lib/paths';
import { useAuthSession } from '../../../../lib/session/use-auth-session';
import { useMembership } from '../../api/get-user-profile';
import { CATALOG } from '../../i18n';
import { Breadcrumbs } from './Breadcrumbs';

/** The page's shape while the product loads. */
export function ProductSkeleton() {
  const { t } = useTranslation(CATALOG);
  return (
    <div role="status" aria-label={t('states.loading')} className="container-page pb-20 pt-6">
      <Skeleton className="h-4 w-64 max-w-full" />
      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-16">
        <div className="grid gap-3">
          <Skeleton className="aspect-[3/4] w-full" />
          <div className="grid grid-cols-4 gap-2">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="aspect-[3/4]" />
            ))}
          </div>
        </div>
        <div className="grid content-start gap-4">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-12 w-4/5" />
          <Skeleton className="h-8 w-1/3" />
          <Skeleton className="h-4 w-48" />
          <Skeleton className="mt-4 h-24 w-full" />
          <Skeleton className="mt-4 h-32 w-full" />
          <Skeleton className="h-13 w-full" />
        </div>
      </div>
    </div>
  );
}

/** Back where the visitor came from; straight in from outside, to the Studio. */
function useGoBack() {
  const navigate = useNavigate();
  const location = useLocation();
  return () => (location.key === 'default' ? navigate(paths.studio) : navigate(-1));
}

export function ProductNotFound() {
  const { t } = useTranslation(CATALOG);
  const goBack = useGoBack();
  return (
    <section className="container-page grid justify-items-center gap-5 py-24 text-center md:py-32">
      <PageTitle title={t('states.notFound')} />
      <SearchX aria-hidden="true" className="size-10 text-gold" />
      <h1 className="text-4xl md:text-5xl">{t('states.notFound')}</h1>
      <p className="max-w-md text-muted">{t('states.notFoundBody')}</p>
      <Button variant="outline" onClick={goBack} className="mt-3">
        <ArrowLeft aria-hidden="true" />
        {t('states.back')}
      </Button>
    </section>
  );
}

export function ProductLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(CATALOG);
  return (
    <section className="container-page grid justify-items-center gap-4 py-24 text-center">
      <PageTitle title={t('states.product')} />
      <h1 className="text-4xl">{t('states.loadError')}</h1>
      <p className="text-muted">{t('states.checkConnection')}</p>
      <Button variant="outline" onClick={onRetry}>
        {t('states.tryAgain')}
      </Button>
    </section>
  );
}

/** The card states with a note of their own (`states.<status>`). */
const CARD_NOTES = new Set(['pending_review', 'inactive'] as const);
type NotedStatus = typeof CARD_NOTES extends Set<infer S> ? S : never;
const hasNote = (status: string | undefined): status is NotedStatus => CARD_NOTES.has(status as NotedStatus);

/**
 * A limited-edition piece (sold only to members whose card is active) for someone without one, from the server's 403 MEMBERSHIP_REQUIRED and its teaser (the name
 * and where the piece lives; no price, no pictures): the reason and the way to membership. The
 * picture's place holds the lock on the brand surface, in the same box (a members-only picture is not
 * served).
 */
export function MembershipRequired({ product }: { product?: ProductTeaser }) {
  const { t } = useTranslation(CATALOG);
  const { signedIn } = useAuthSession();
  // A visitor has no card to ask about (the question would be refused).
  const membership = useMembership({ enabled: signedIn });
  const status = membership.data?.cardStatus;
  const note = hasNote(status) ? t(`states.${status}`) : t('states.join');
  return (
    <div className="container-page pb-20 pt-6">
      <PageTitle title={t('states.membershipRequired')} />
      {product ? <Breadcrumbs product={product} /> : null}
      <div className="mt-6 grid items-center gap-10 md:grid-cols-[minmax(0,0.8fr)_minmax(0,1fr)] lg:gap-16">
        <div
          aria-hidden="true"
          data-testid="members-only-picture"
          className="relative mx-auto grid aspect-[3/4] w-full max-w-[15rem] place-items-center overflow-hidden rounded-[3px] bg-surface-2 md:max-w-sm"
        >
          <span className="absolute inset-0 bg-[radial-gradient(70%_60%_at_50%_40%,color-mix(in_oklab,var(--gold)_14%,transparent),transparent)]" />
          <span className="absolute inset-3 rounded-[2px] border border-gold/25" />
          <span className="relative grid size-16 place-items-center rounded-full bg-surface/90 shadow-sm ring-1 ring-gold/30">
            <Lock className="size-6 text-gold" />
          </span>
        </div>
        <section aria-labelledby="members-heading" className="grid justify-items-start gap-4">
          {product ? <p className="eyebrow text-gold">{product.name}</p> : null}
          <h1 id="members-heading" className="text-4xl md:text-6xl">
            {t('states.membershipRequired')}
          </h1>
          <p className="max-w-md text-lg text-muted">
            {t('states.exclusive', {
              storefront: t(`storefront.${product?.availableIn ?? 'LIMITED-EDITION'}`),
            })}
          </p>
          <p className="max-w-md text-sm text-muted">{note}</p>
          <Button asChild size="lg" className="mt-3">
            <Link to={paths.membership}>{t('states.explore')}</Link>
          </Button>
        </section>
      </div>
    </div>
  );
}
