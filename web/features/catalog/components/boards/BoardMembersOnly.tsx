import * as Dialog from '@radix-ui/react-dialog';
import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import type { ProductTeaser } from '#contracts/catalog';
import { Button } from '../../../../components/ui/Button';
import { useTranslation } from '../../../../lib/i18n';
import { paths } from '../../../../lib/paths';
import { CATALOG } from '../../i18n';

/**
 * A limited-edition piece for someone without an active card, inside the dialog (the server's 403
 * MEMBERSHIP_REQUIRED and its teaser): the product page's Membership Required, with Close.
 */
export function BoardMembersOnly({ product, onClose }: { product?: ProductTeaser; onClose: () => void }) {
  const { t } = useTranslation(CATALOG);
  return (
    <div className="grid min-h-[60dvh] content-center justify-items-center gap-5 px-6 py-20 text-center md:min-h-[28rem]">
      <span className="grid size-14 place-items-center rounded-full border border-gold/40 text-gold">
        <Lock aria-hidden="true" className="size-6" />
      </span>
      {product ? <p className="eyebrow text-gold">{product.name}</p> : null}
      <Dialog.Title className="text-4xl md:text-5xl">{t('states.membershipRequired')}</Dialog.Title>
      <p className="max-w-md text-muted">
        {t('states.exclusive', { storefront: t(`storefront.${product?.availableIn ?? 'LIMITED-EDITION'}`) })}
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Button variant="outline" onClick={onClose}>
          {t('buy.close')}
        </Button>
        <Button asChild>
          <Link to={paths.membership}>{t('states.explore')}</Link>
        </Button>
      </div>
    </div>
  );
}
