import { useQueryClient } from '@tanstack/react-query';
import { CalendarCheck, ShoppingBag } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import type { ProductWithSpecs } from '#contracts/catalog';
import { isPreOrderOpen } from '#contracts/constants';
import { Button } from '../../../../components/ui/Button';
import { Skeleton } from '../../../../components/ui/Skeleton';
import { Spinner } from '../../../../components/ui/Spinner';
import { useFit } from '../../../../lib/fit';
import { useTranslation } from '../../../../lib/i18n';
import { useAuthSession } from '../../../../lib/session/use-auth-session';
import { productQueryOptions } from '../../api/get-product';
import { CATALOG } from '../../i18n';
import { useAddProductToCart } from '../cart-action';
import { VoteButton } from '../VoteButton';
import { WishlistButton } from '../WishlistButton';
import { EarlyAccessNotice, useEarlyAccess } from './EarlyAccessNotice';
import { QuantityStepper } from './QuantityStepper';
import { ShopNotes } from './ShopNotes';
import {
  groupVariants,
  isAvailable,
  purchaseGroupName,
  useGroupWords,
  VariantOptions,
} from './VariantOptions';
import { YourSize } from './YourSize';

/**
 * Available Options, quantity, the primary button (Vote for Launch, Pre-Order Now or Add to Cart),
 * the wishlist and the shipping and returns notes.
 */
export function PurchasePanel({ product }: { product: ProductWithSpecs }) {
  const { t } = useTranslation(CATALOG);
  const words = useGroupWords();
  const groups = groupVariants(product.variants);
  const choosable = groups.find((g) => g.name === purchaseGroupName(groups));
  const [variantId, setVariantId] = useState<string | null>(() =>
    choosable?.variants.length === 1 && isAvailable(choosable.variants[0]!, product.status)
      ? choosable.variants[0]!.id
      : null,
  );
  const [quantity, setQuantity] = useState(1);
  const [optionError, setOptionError] = useState<string | null>(null);
  const { add: addToCart, pending: adding } = useAddProductToCart();
  const queryClient = useQueryClient();

  const voting = product.status === 'VOTE_TO_LAUNCH';
  const preOrder = product.status === 'PRE_ORDER';
  const soldOut =
    product.status === 'IN_STOCK' &&
    choosable !== undefined &&
    !choosable.variants.some((v) => isAvailable(v, product.status));
  const closed = preOrder && !isPreOrderOpen(product);
  const waiting = useEarlyAccess(product);

  // "Your size": the member's own answer (GET /api/fit), asked beside the product and never waited for.
  const sizes = useMemo(
    () => groupVariants(product.variants).find((g, i) => i === 0 && g.name === 'size')?.variants ?? [],
    [product.variants],
  );
  const { signedIn } = useAuthSession();
  const asksFit = signedIn && sizes.length > 0 && !voting;
  const fitQuery = useFit([product.id], asksFit);
  const fit = fitQuery.data?.products.find((p) => p.productId === product.id);
  const [profileId, setProfileId] = useState<string | null>(null);
  // Whether she chose a size herself: then a late answer never changes it.
  const [chosenByHer, setChosenByHer] = useState(false);
  const person = fit?.profiles.find((p) => p.profileId === profileId) ?? fit?.profiles[0];
  const suggested = person?.recommendation.size ?? null;
  useEffect(() => {
    if (!person || chosenByHer) return;
    const variant = sizes.find((v) => v.value === suggested);
    setVariantId(variant && person.available && isAvailable(variant, product.status) ? variant.id : null);
  }, [person, suggested, chosenByHer, sizes, product.status]);
  const chooseSize = (size: string) => {
    const variant = sizes.find((v) => v.value === size);
    if (!variant) return;
    setVariantId(variant.id);
    setChosenByHer(true);
    setOptionError(null);
  };

  const add = async () => {
    if (choosable && !variantId) {
      setOptionError(
        choosable.name === 'size'
          ? t('notes.chooseSize')
          : t('notes.chooseOption', { option: words.lower(choosable.name) }),
      );
      document.getElementById('options-heading')?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
      return;
    }
    // Shopping for someone in her family: the line is for her (the bag and the order say so).
    const forWhom = person && !person.isPrimary ? person.profileId : null;
    const added = await addToCart(product, { variantId, quantity, profileId: forWhom });
    // A pre-order holds units on the server: show the new count of units left.
    if (added && preOrder)
      await queryClient.invalidateQueries({ queryKey: productQueryOptions(product.slug).queryKey });
  };

  return (
    <div className="grid gap-7">
      {waiting && product.earlyAccess ? (
        <EarlyAccessNotice opensForYouAt={product.earlyAccess.opensForYouAt} countdown={waiting} />
      ) : null}
      {asksFit && fitQuery.isPending ? (
        // Its place, kept while her sizes are on the way: the size picker below does not jump when they come.
        <Skeleton className="h-[5.75rem] rounded-[4px]" />
      ) : null}
      {fit && person && sizes.length > 0 ? (
        <YourSize
          fit={fit}
          profileId={person.profileId}
          onProfileChange={(id) => {
            setProfileId(id);
            setChosenByHer(false);
          }}
          chosenSize={sizes.find((v) => v.id === variantId)?.value ?? null}
          offered={sizes.map((v) => v.value)}
          onChoose={chooseSize}
        />
      ) : null}
      <VariantOptions
        variants={product.variants}
        status={product.status}
        selectedId={variantId}
        onSelect={(id) => {
          setVariantId(id);
          setChosenByHer(true);
          setOptionError(null);
        }}
        error={optionError}
      />

      {voting ? null : <QuantityStepper value={quantity} onChange={setQuantity} />}

      <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
        {voting ? (
          <VoteButton
            productId={product.id}
            productName={product.name}
            label={t('purchase.vote')}
            votedLabel={t('purchase.voted')}
            size="lg"
            className="h-13"
          />
        ) : (
          <Button size="lg" block onClick={add} disabled={adding || soldOut || closed || waiting !== null}>
            {adding ? (
              <Spinner className="[&>span]:size-4" />
            ) : preOrder ? (
              <CalendarCheck aria-hidden="true" />
            ) : (
              <ShoppingBag aria-hidden="true" />
            )}
            {soldOut
              ? t('purchase.soldOut')
              : closed
                ? t('purchase.closed')
                : preOrder
                  ? t('purchase.preOrder')
                  : t('purchase.add')}
          </Button>
        )}
        <WishlistButton
          productId={product.id}
          productName={product.name}
          variant="outline"
          withLabel
          className="h-13 px-5"
        />
      </div>

      <ShopNotes />
    </div>
  );
}
