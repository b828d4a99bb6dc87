import { CreditCard, LogIn } from 'lucide-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { PublicProduct } from '#contracts/catalog';
import { Button } from '../../../../components/ui/Button';
import { useTranslation } from '../../../../lib/i18n';
import { paths } from '../../../../lib/paths';
import { CATALOG } from '../../i18n';
import { ShopNotes } from './ShopNotes';
import { groupVariants, useGroupWords } from './VariantOptions';

/** An advisor's code as a share link carries it (`?advisor=CODE`): letters and digits only. */
const ADVISOR_CODE = /^[A-Za-z0-9]{1,32}$/;

/**
 * /register, carrying the advisor's code when the product link had one, so an advisor's shared piece
 * still credits the advisor (the registration form fills the code from the query).
 */
export function applyHref(advisor: string | null): string {
  return advisor && ADVISOR_CODE.test(advisor)
    ? `${paths.register}?advisor=${encodeURIComponent(advisor.toUpperCase())}`
    : paths.register;
}

/**
 * In place of Add to Cart, Vote and Pre-Order for a visitor (a friend who opened a member's link): the
 * sizes the design comes in, that members shop it, Apply for the card, and Sign in for a member (back to
 * this piece afterwards).
 */
export function VisitorPanel({ product }: { product: PublicProduct }) {
  const { t } = useTranslation(CATALOG);
  const words = useGroupWords();
  const location = useLocation();
  const [search] = useSearchParams();
  const groups = groupVariants(product.variants.map((v) => ({ ...v, stock: 0 })));
  return (
    <div className="grid gap-7">
      {groups.length > 0 ? (
        <section aria-labelledby="options-heading" className="grid gap-4">
          <h2 id="options-heading" className="font-sans text-sm font-semibold uppercase tracking-[0.16em]">
            {t('visitor.options')}
          </h2>
          {groups.map((group) => (
            <div key={group.name} className="grid gap-2">
              <p className="text-[0.7rem] font-medium uppercase tracking-[0.16em] text-muted">
                {words.label(group.name)}
              </p>
              <ul className="flex flex-wrap gap-2">
                {group.variants.map((v) => (
                  <li
                    key={v.id}
                    className="inline-flex h-9 min-w-10 items-center justify-center rounded-[3px] border border-border px-3 text-sm"
                  >
                    {v.value}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ) : null}

      <section
        aria-labelledby="members-shop-heading"
        className="grid gap-4 rounded-md border border-border border-l-4 border-l-gold bg-surface p-5"
      >
        <div className="flex items-start gap-3">
          <CreditCard aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold" />
          <div>
            <h2
              id="members-shop-heading"
              className="font-sans text-sm font-semibold uppercase tracking-[0.16em]"
            >
              {t('visitor.title')}
            </h2>
            <p className="mt-1 text-sm text-muted">{t('visitor.body')}</p>
          </div>
        </div>
        <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
          <Button asChild size="lg" block className="h-13">
            <Link to={applyHref(search.get('advisor'))}>{t('visitor.apply')}</Link>
          </Button>
          <Button asChild size="lg" variant="outline" className="h-13 px-5">
            <Link to={paths.auth} state={{ from: `${location.pathname}${location.search}` }}>
              <LogIn aria-hidden="true" />
              {t('visitor.signIn')}
            </Link>
          </Button>
        </div>
      </section>

      <ShopNotes />
    </div>
  );
}
