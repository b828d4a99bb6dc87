import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { type CardFinish, MembershipCard } from '../../../components/MembershipCard';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { Sheet, SheetContent } from '../../../components/ui/Sheet';
import { Skeleton } from '../../../components/ui/Skeleton';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatMonthYear } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useMemberCard, useReissueCard } from '../api/card';
import { tierLabel } from './membership-labels';

/**
 * View Card Details: the member's card (the shared CSS card) with its number, name, tier
 * and status, and a QR code store staff scan to see "active" or "inactive" and the first name. Reissuing
 * makes a new link and every older QR code stops working. Loaded on demand (the QR code library with it).
 */
export default function CardDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const card = useMemberCard(open);
  const reissue = useReissueCard();
  const [confirming, setConfirming] = useState(false);

  const doReissue = () =>
    reissue.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast({
          title: 'Card reissued',
          description: 'Older QR codes of your card no longer work.',
          variant: 'success',
        });
      },
      onError: (error) =>
        toast({
          title: 'Could not reissue the card',
          description: errorMessage(error),
          variant: 'destructive',
        }),
    });

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="center"
        className="md:max-w-3xl"
        title="Your Roslis card"
        description="Your digital membership card and its QR code."
      >
        <div className="grid max-h-[85dvh] gap-6 overflow-y-auto px-5 py-6 sm:px-6 md:grid-cols-[1fr_15rem] md:items-start">
          {card.isPending ? (
            <Skeleton className="aspect-[1.586] w-full" />
          ) : card.isError ? (
            <p role="alert" className="text-danger">
              {errorMessage(card.error)}
            </p>
          ) : (
            <>
              <div className="grid gap-6">
                <MembershipCard
                  finish={card.data.plan as CardFinish}
                  holder={card.data.holder}
                  fullNumber={card.data.cardNumber}
                  label={`Your Roslis ${tierLabel(card.data.plan)} card, number ${card.data.cardNumber}`}
                />
                <dl className="grid grid-cols-2 gap-x-6 text-sm">
                  <div className="border-t border-border py-3">
                    <dt className="text-[0.7rem] font-medium uppercase tracking-[0.16em] text-muted">
                      Card number
                    </dt>
                    <dd className="mt-1 tabular-nums">{card.data.cardNumber}</dd>
                  </div>
                  <div className="border-t border-border py-3">
                    <dt className="text-[0.7rem] font-medium uppercase tracking-[0.16em] text-muted">
                      Status
                    </dt>
                    <dd className="mt-1">
                      <Badge variant={card.data.status === 'active' ? 'success' : 'outline'}>
                        {card.data.status === 'active' ? 'Active' : 'Inactive'}
                      </Badge>
                    </dd>
                  </div>
                  <div className="border-t border-border py-3">
                    <dt className="text-[0.7rem] font-medium uppercase tracking-[0.16em] text-muted">Tier</dt>
                    <dd className="mt-1">{tierLabel(card.data.plan)}</dd>
                  </div>
                  <div className="border-t border-border py-3">
                    <dt className="text-[0.7rem] font-medium uppercase tracking-[0.16em] text-muted">
                      Member since
                    </dt>
                    <dd className="mt-1">{formatMonthYear(card.data.memberSince)}</dd>
                  </div>
                </dl>
              </div>
              <div className="grid gap-4">
                <figure className="grid justify-items-center gap-3 rounded-[4px] border border-border bg-white p-5 text-center text-[#2b2620]">
                  <QRCodeSVG
                    value={card.data.verifyUrl}
                    size={176}
                    level="M"
                    marginSize={2}
                    title="Your card's QR code"
                    data-verify-url={card.data.verifyUrl}
                  />
                  <figcaption className="max-w-xs text-xs leading-relaxed">
                    Show this code in our stores: staff scan it to see that your card is active and your first
                    name. Nothing else is shared.
                  </figcaption>
                </figure>
                <a
                  href={card.data.verifyUrl}
                  className="justify-self-center text-xs text-muted underline"
                  target="_blank"
                  rel="noreferrer"
                >
                  Open the card check
                </a>
                {confirming ? (
                  <div role="alert" className="grid gap-3 rounded-[4px] border border-border p-4 text-sm">
                    <p>
                      Reissue your card? A new QR code is made and every older one, printed or saved, stops
                      working. Your card number stays the same.
                    </p>
                    <div className="flex flex-wrap gap-3">
                      <Button variant="gold" onClick={doReissue} disabled={reissue.isPending}>
                        {reissue.isPending ? <Spinner label="Reissuing" /> : 'Reissue card'}
                      </Button>
                      <Button
                        variant="outline"
                        onClick={() => setConfirming(false)}
                        disabled={reissue.isPending}
                      >
                        Keep this card
                      </Button>
                    </div>
                  </div>
                ) : (
                  <Button variant="outline" onClick={() => setConfirming(true)}>
                    Reissue card
                  </Button>
                )}
              </div>
            </>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
