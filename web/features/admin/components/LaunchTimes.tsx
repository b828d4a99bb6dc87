import type { AdminProduct } from '#contracts/admin-products';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { ADMIN } from '../i18n';

/**
 * Gold's early access, read-only: when the launched design opened to Gold and Platinum, and when it
 * opens to Premium (the server adds the card's early-access hours). Nothing for a design never launched.
 */
export function LaunchTimes({ product }: { product: Pick<AdminProduct, 'launchedAt' | 'premiumOpensAt'> }) {
  const { t } = useTranslation(ADMIN);
  if (!product.launchedAt || !product.premiumOpensAt) return null;
  return (
    <section
      aria-labelledby="launch-times-heading"
      className="grid gap-2 rounded-[4px] border border-border p-4"
    >
      <h3 id="launch-times-heading" className="font-sans text-sm font-medium">
        {t('products.launchTimes.title')}
      </h3>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted">{t('products.launchTimes.gold')}</dt>
        <dd>
          <time dateTime={product.launchedAt}>{formatDateTime(product.launchedAt)}</time>
        </dd>
        <dt className="text-muted">{t('products.launchTimes.premium')}</dt>
        <dd>
          <time dateTime={product.premiumOpensAt}>{formatDateTime(product.premiumOpensAt)}</time>
        </dd>
      </dl>
    </section>
  );
}
