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
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useMemberCard, useReissueCard } from '../api/card';
import { ACCOUNTS } from '../i18n';
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
  const { t } = useTranslation(ACCOUNTS);
  const card = useMemberCard(open);
  const reissue = useReissueCard();
  const [confirming, setConfirming] = useState(false);

  const doReissue = () =>
    reissue.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast({
          title: t('card.reissuedTitle'),
          description: t('card.reissuedDescription'),
          variant: 'success',
        });
      },
      onError: (error) =>
        toast({
          title: t('card.reissueFailed'),
          description: errorMessage(error),
          variant: 'destructive',
        }),
    });

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="center"
        className="md:max-w-3xl"
        title={t('card.title')}
        description={t('card.description')}
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
                  label={t('card.label', {
                    plan: tierLabel(t, card.data.plan),
                    number: card.data.cardNumber,
                  })}
                />
                <dl className="grid grid-cols-2 gap-x-6 text-sm">
                  <div className="border-t border-border py-3">
                    <dt className="text-[0.7rem] font-medium uppercase tracking-[0.16em] text-muted">
                      {t('card.number')}
                    </dt>
                    <dd className="mt-1 tabular-nums">{card.data.cardNumber}</dd>
                  </div>
                  <div className="border-t border-border py-3">
                    <dt className="text-[0.7rem] font-medium uppercase tracking-[0.16em] text-muted">
                      {t('card.status')}
                    </dt>
                    <dd className="mt-1">
                      <Badge variant={card.data.status === 'active' ? 'success' : 'outline'}>
                        {card.data.status === 'active' ? t('card.active') : t('card.inactive')}
                      </Badge>
                    </dd>
                  </div>
                  <div className="border-t border-border py-3">
                    <dt className="text-[0.7rem] font-medium uppercase tracking-[0.16em] text-muted">
                      {t('card.tier')}
                    </dt>
                    <dd className="mt-1">{tierLabel(t, card.data.plan)}</dd>
                  </div>
                  <div className="border-t border-border py-3">
                    <dt className="text-[0.7rem] font-medium uppercase tracking-[0.16em] text-muted">
                      {t('card.memberSince')}
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
                    title={t('card.qrTitle')}
                    data-verify-url={card.data.verifyUrl}
                  />
                  <figcaption className="max-w-xs text-xs leading-relaxed">{t('card.qrCaption')}</figcaption>
                </figure>
                <a
                  href={card.data.verifyUrl}
                  className="justify-self-center text-xs text-muted underline"
                  target="_blank"
                  rel="noreferrer"
                >
                  {t('card.openCheck')}
                </a>
                {confirming ? (
                  <div role="alert" className="grid gap-3 rounded-[4px] border border-border p-4 text-sm">
                    <p>{t('card.reissueConfirm')}</p>
                    <div className="flex flex-wrap gap-3">
                      <Button variant="gold" onClick={doReissue} disabled={reissue.isPending}>
                        {reissue.isPending ? <Spinner label={t('card.reissuing')} /> : t('card.reissue')}
                      </Button>
                      <Button
                        variant="outline"
                        onClick={() => setConfirming(false)}
                        disabled={reissue.isPending}
                      >
                        {t('card.keep')}
                      </Button>
                    </div>
                  </div>
                ) : (
                  <Button variant="outline" onClick={() => setConfirming(true)}>
                    {t('card.reissue')}
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
