import { ArrowLeft, SearchX } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Storefront } from '#contracts/common';
import { PageTitle } from '../../../components/PageTitle';
import { Button } from '../../../components/ui/Button';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n';
import { loopsPath, storefrontPath } from '../../../lib/paths';
import { shareLink } from '../../../lib/share';
import { useMembership } from '../api/get-user-profile';
import { type AddToCart, CartActionProvider } from '../components/cart-action';
import { LoopsFilterButton } from '../components/loops/LoopsFilterButton';
import { LoopsLoading } from '../components/loops/LoopsLoading';
import { LoopsMessage } from '../components/loops/LoopsMessage';
import { LoopsShell } from '../components/loops/LoopsShell';
import { LoopsSideButtons } from '../components/loops/LoopsSideButtons';
import { LoopsViewer } from '../components/loops/LoopsViewer';
import { LOOPS_STOREFRONT_NAMES } from '../components/loops/loops-constants';
import { productLoopsUrl } from '../components/loops/share-product';
import { useLoopsFeed } from '../components/loops/use-loops-feed';
import { type LoopsKey, useLoopsKeys } from '../components/loops/use-loops-keys';
import { useLoopsPosition } from '../components/loops/use-loops-position';
import { MembershipRequired } from '../components/storefront/MembershipRequired';
import { CATALOG } from '../i18n';
import { membershipRequired } from '../lib/membership-required';

const darkButton = 'border-white/30 text-white hover:border-white/70 hover:bg-white/10';

/**
 * /loops/{storefront}: the storefront's products one at a time, full screen. Up and
 * down (keys or a vertical swipe) change the product, left and right the image (wrapping), Space the
 * info panel, Escape back to the storefront. The filters and the product are in the URL. A
 * LIMITED-EDITION viewer without an active card sees Membership Required instead.
 */
export function LoopsPage({ storefront, onAddToCart }: { storefront: Storefront; onAddToCart: AddToCart }) {
  const { t } = useTranslation([CATALOG, 'common']);
  const navigate = useNavigate();
  const limited = storefront === 'LIMITED-EDITION';
  const membership = useMembership({ enabled: limited });
  const lockedByProfile = limited && membership.isSuccess && !membership.isMember;
  const checking = limited && membership.isPending;
  const feed = useLoopsFeed(storefront, { enabled: !lockedByProfile && !checking });
  // A failed profile read does not lock the viewer by itself: the server's 403 MEMBERSHIP_REQUIRED does.
  const locked = lockedByProfile || membershipRequired(feed.error) !== null;
  const position = useLoopsPosition(feed);
  const product = position.current;
  const [clean, setClean] = useState(false);
  const infoId = useId();
  const close = () => navigate(storefrontPath(storefront));

  const pressed = useLoopsKeys((key: LoopsKey) => {
    if (key === 'escape') close();
    else if (!product) return;
    else if (key === 'down' || key === 'up') position.stepProduct(key === 'down' ? 1 : -1);
    else if (key === 'left' || key === 'right') position.stepImage(key === 'right' ? 1 : -1);
    else position.toggleInfo();
  });

  const share = () => {
    if (product)
      void shareLink(
        product.name,
        productLoopsUrl(loopsPath(storefront), product.slug),
        t('common:share.copied'),
      );
  };
  const back = (
    <Button variant="outline" size="md" className={darkButton} onClick={close}>
      <ArrowLeft aria-hidden="true" /> {t('loops.back')}
    </Button>
  );

  const title = t('loops.title', { storefront: t(`storefront.${storefront}`) });
  let content: ReactNode;
  if (locked) {
    content = (
      <div className="absolute inset-0 grid place-items-center overflow-y-auto px-4 py-16 pr-16 text-text">
        <MembershipRequired />
      </div>
    );
  } else if (feed.isError) {
    content = (
      <LoopsMessage
        alert
        title={t('grid.loadError')}
        body={errorMessage(feed.error, t('list.checkConnection'))}
        actions={
          <>
            <Button variant="gold" size="md" onClick={() => void feed.refetch()}>
              {t('list.tryAgain')}
            </Button>
            {back}
          </>
        }
      />
    );
  } else if (checking || feed.isPending || !position.started) {
    content = <LoopsLoading />;
  } else if (!product) {
    content = (
      <LoopsMessage
        icon={<SearchX />}
        title={t('loops.empty', { storefront: LOOPS_STOREFRONT_NAMES[storefront] })}
        body={feed.catalog.count > 0 || feed.catalog.filters.q ? t('loops.removeFilter') : undefined}
        actions={
          <>
            {back}
            {feed.catalog.count > 0 || feed.catalog.filters.q ? (
              <Button variant="gold" size="md" onClick={feed.catalog.clearAll}>
                {t('empty.clear')}
              </Button>
            ) : null}
          </>
        }
      />
    );
  } else {
    content = (
      <LoopsViewer
        products={feed.products}
        product={product}
        position={position}
        more={feed.hasNextPage}
        dimmed={feed.isPlaceholderData}
        clean={clean}
        pressed={pressed}
        infoId={infoId}
      />
    );
  }

  return (
    <CartActionProvider addToCart={onAddToCart}>
      <PageTitle title={title} />
      <LoopsShell label={title}>
        {content}
        {/* On a phone the info panel covers the column: it steps aside while the panel is open. */}
        <div
          className={cn(
            'pointer-events-none absolute right-3 top-1/2 z-20 -translate-y-1/2 transition-[opacity,visibility] duration-200 md:right-6',
            position.infoOpen && 'max-md:invisible max-md:opacity-0',
          )}
        >
          <LoopsSideButtons
            product={locked ? undefined : product}
            filter={locked ? null : <LoopsFilterButton catalog={feed.catalog} categories={feed.categories} />}
            onClose={close}
            infoOpen={position.infoOpen}
            infoId={infoId}
            onToggleInfo={position.toggleInfo}
            clean={clean}
            onToggleClean={() => setClean((c) => !c)}
            onShare={share}
          />
        </div>
      </LoopsShell>
    </CartActionProvider>
  );
}
