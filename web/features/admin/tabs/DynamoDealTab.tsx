import type { TFunction } from 'i18next';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { AdminDeal, DealClaim } from '#contracts/deals';
import { Button } from '../../../components/ui/Button';
import { columnsFor, DataTable, PhoneCard, srOnly } from '../../../components/ui/DataTable';
import { LoadMore, QueryState, Skeletons } from '../../../components/ui/QueryState';
import { Sheet, SheetContent } from '../../../components/ui/Sheet';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime, formatLongDate, formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useCancelDeal, useDealClaims, useDeals, useMarkClaimSent } from '../api/deals';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { DealFormDialog } from '../components/DealFormDialog';
import { TabSection } from '../components/TabSection';
import { ADMIN } from '../i18n';

type When = 'upcoming' | 'past';

function giftText(d: AdminDeal, t: TFunction<typeof ADMIN>): string {
  if (d.kind === 'points') return t('deals.points', { points: formatNumber(d.points ?? 0) });
  const piece = d.product?.name ?? t('deals.aPiece');
  return d.size ? t('deals.pieceSize', { piece, size: d.size }) : piece;
}

const claimedText = (d: AdminDeal, t: TFunction<typeof ADMIN>) =>
  t('deals.claimedOf', { claimed: d.claimed, quantity: d.quantity });

const col = columnsFor<AdminDeal>();

/** A free piece's claim: Sent with its date, or the button that marks it sent. */
function SentCell({ claim }: { claim: DealClaim }) {
  const { t } = useTranslation(ADMIN);
  const mark = useMarkClaimSent();
  if (claim.sentAt) {
    return (
      <span className="text-sm font-medium text-success">
        {t('deals.sent')}{' '}
        <span className="font-normal text-muted tabular-nums">{formatDateTime(claim.sentAt)}</span>
      </span>
    );
  }
  const onClick = () =>
    mark.mutate(claim.id, {
      onSuccess: () => toast({ title: t('deals.markedSent'), variant: 'success' }),
      onError: (error) =>
        toast({ title: t('common.error'), description: errorMessage(error), variant: 'destructive' }),
    });
  return (
    <Button
      size="sm"
      variant="outline"
      onClick={onClick}
      disabled={mark.isPending}
      aria-label={t('deals.markSentTo', { name: claim.name ?? claim.email ?? t('deals.theMember') })}
    >
      {mark.isPending ? <Spinner label={t('deals.marking')} /> : t('deals.markSent')}
    </Button>
  );
}

/** Who claimed a deal: the members to send a free piece to with their next order, each marked once sent. */
function ClaimsSheet({ deal, onClose }: { deal: AdminDeal | null; onClose: () => void }) {
  const { t } = useTranslation(ADMIN);
  const claims = useDealClaims(deal?.id ?? null);
  const title = deal ? t('deals.claimsTitle', { date: formatLongDate(deal.date) }) : t('deals.claims');
  const piece = deal?.kind === 'piece';
  return (
    <Sheet open={deal !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <SheetContent
        side="center"
        title={title}
        description={deal ? giftText(deal, t) : ''}
        closeLabel={t('common.close')}
      >
        <div className="grid gap-4 p-5 sm:p-6">
          {piece ? <p className="text-sm text-muted">{t('deals.sendNote')}</p> : null}
          <QueryState
            query={claims}
            pending={<Skeletons count={2} className="h-10" />}
            empty={t('deals.noClaims')}
          >
            {(rows) => (
              <ol className="grid gap-2 text-sm">
                {rows.map((c) => (
                  <li
                    key={c.id}
                    className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-border pb-2"
                  >
                    <span className="grid min-w-0 break-all">
                      <span>
                        {c.name ? <span className="font-medium">{c.name} </span> : null}
                        <span className="text-muted">{c.email ?? ''}</span>
                      </span>
                      <span className="tabular-nums text-xs text-muted">
                        {t('deals.claimedAt', { when: formatDateTime(c.claimedAt) })}
                      </span>
                    </span>
                    {piece ? <SentCell claim={c} /> : null}
                  </li>
                ))}
              </ol>
            )}
          </QueryState>
        </div>
      </SheetContent>
    </Sheet>
  );
}

/**
 * Dynamo Deal (admins): the day's surprise gift. Set one (points or a free piece, a quantity, today or
 * later), see the upcoming and past deals with how many were claimed and by whom, and change or cancel
 * one nobody has claimed yet.
 */
export function DynamoDealTab() {
  const { t } = useTranslation(ADMIN);
  const [when, setWhen] = useState<When>('upcoming');
  const deals = useDeals(when);
  const cancel = useCancelDeal();
  const [editing, setEditing] = useState<AdminDeal | null>(null);
  const [creating, setCreating] = useState(false);
  const [cancelling, setCancelling] = useState<AdminDeal | null>(null);
  const [showingClaims, setShowingClaims] = useState<AdminDeal | null>(null);

  const actions = (d: AdminDeal) => (
    <div className="flex flex-wrap justify-end gap-2">
      {d.claimed > 0 ? (
        <Button size="sm" variant="subtle" onClick={() => setShowingClaims(d)}>
          {t('deals.claims')}
          <span className="sr-only">{t('deals.claimsOf', { date: formatLongDate(d.date) })}</span>
        </Button>
      ) : null}
      {when === 'upcoming' && d.claimed === 0 ? (
        <>
          <Button size="sm" variant="outline" onClick={() => setEditing(d)}>
            {t('deals.edit')}
            <span className="sr-only">{t('deals.editOf', { date: formatLongDate(d.date) })}</span>
          </Button>
          <Button size="sm" variant="outline" onClick={() => setCancelling(d)}>
            {t('deals.cancelDeal')}
            <span className="sr-only">{t('deals.claimsOf', { date: formatLongDate(d.date) })}</span>
          </Button>
        </>
      ) : null}
    </div>
  );

  const columns = [
    col.row('date', t('deals.col.date'), (d) => formatLongDate(d.date), { rowHeader: true }),
    col.row('gift', t('deals.col.gift'), (d) => (
      <>
        <span className="block">{giftText(d, t)}</span>
        <span className="block max-w-[20rem] truncate text-xs text-muted">{d.title}</span>
      </>
    )),
    col.row('claimed', t('deals.col.claimed'), (d) => claimedText(d, t), {
      align: 'right',
      className: 'tabular-nums',
    }),
    col.row('actions', srOnly(t('deals.col.actions')), actions, { className: 'text-right' }),
  ];

  const confirmCancel = async () => {
    if (!cancelling) return;
    try {
      await cancel.mutateAsync(cancelling.id);
      toast({ title: t('deals.cancelled'), variant: 'success' });
      setCancelling(null);
    } catch (error) {
      toast({ title: t('common.error'), description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <TabSection
      title={t('tabs.dynamo-deal')}
      description={t('deals.description')}
      actions={
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" /> {t('deals.set')}
        </Button>
      }
    >
      <fieldset className="flex gap-2">
        <legend className="sr-only">{t('deals.which')}</legend>
        {(['upcoming', 'past'] as const).map((w) => (
          <Button
            key={w}
            size="sm"
            variant={when === w ? 'primary' : 'outline'}
            aria-pressed={when === w}
            onClick={() => setWhen(w)}
          >
            {w === 'upcoming' ? t('deals.upcoming') : t('deals.past')}
          </Button>
        ))}
      </fieldset>
      <QueryState
        query={deals}
        pending={<Skeletons count={3} />}
        empty={when === 'upcoming' ? t('deals.emptyUpcoming') : t('deals.emptyPast')}
      >
        {(rows) => (
          <div className="grid gap-4">
            <DataTable
              label={t('deals.list')}
              rows={rows}
              columns={columns}
              rowKey={(d) => d.id}
              renderCard={(d) => (
                <PhoneCard
                  title={
                    <>
                      <p className="font-medium">{formatLongDate(d.date)}</p>
                      <p className="text-sm text-muted">{d.title}</p>
                    </>
                  }
                  facts={[
                    { label: t('deals.col.gift'), value: giftText(d, t) },
                    { label: t('deals.col.claimed'), value: claimedText(d, t), className: 'tabular-nums' },
                  ]}
                >
                  {actions(d)}
                </PhoneCard>
              )}
            />
            <LoadMore pages={deals} label={t('deals.more')} pendingLabel={t('common.loadingMore')} />
          </div>
        )}
      </QueryState>

      <DealFormDialog
        open={creating || editing !== null}
        deal={editing}
        onOpenChange={(open) => {
          if (!open) {
            setCreating(false);
            setEditing(null);
          }
        }}
      />
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => (open ? null : setCancelling(null))}
        title={t('deals.cancelTitle')}
        confirmLabel={t('deals.cancelDeal')}
        destructive
        pending={cancel.isPending}
        onConfirm={confirmCancel}
      >
        {cancelling
          ? t('deals.cancelText', {
              date: formatLongDate(cancelling.date),
              gift: giftText(cancelling, t),
              quantity: cancelling.quantity,
            })
          : null}
      </ConfirmDialog>
      <ClaimsSheet deal={showingClaims} onClose={() => setShowingClaims(null)} />
    </TabSection>
  );
}
