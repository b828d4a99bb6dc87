import { Plus } from 'lucide-react';
import { useState } from 'react';
import { type AdminDeal, DEAL_MESSAGES } from '#contracts/deals';
import { Button } from '../../../components/ui/Button';
import { columnsFor, DataTable, PhoneCard, srOnly } from '../../../components/ui/DataTable';
import { LoadMore, QueryState, Skeletons } from '../../../components/ui/QueryState';
import { Sheet, SheetContent } from '../../../components/ui/Sheet';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime, formatLongDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useCancelDeal, useDealClaims, useDeals } from '../api/deals';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { DealFormDialog } from '../components/DealFormDialog';
import { TabSection } from '../components/TabSection';

type When = 'upcoming' | 'past';

function giftText(d: AdminDeal): string {
  if (d.kind === 'points') return `${(d.points ?? 0).toLocaleString('en-IN')} points`;
  const piece = d.product?.name ?? 'A piece';
  return d.size ? `${piece} · size ${d.size}` : piece;
}

const claimedText = (d: AdminDeal) => `${d.claimed} of ${d.quantity}`;

const col = columnsFor<AdminDeal>();

/** Who claimed a deal: the members to send a free piece to with their next order. */
function ClaimsSheet({ deal, onClose }: { deal: AdminDeal | null; onClose: () => void }) {
  const claims = useDealClaims(deal?.id ?? null);
  const title = deal ? `Claims · ${formatLongDate(deal.date)}` : 'Claims';
  return (
    <Sheet open={deal !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <SheetContent side="center" title={title} description={deal ? giftText(deal) : ''}>
        <div className="grid gap-4 p-5 sm:p-6">
          {deal?.kind === 'piece' ? (
            <p className="text-sm text-muted">Send each member her piece with her next order.</p>
          ) : null}
          <QueryState
            query={claims}
            pending={<Skeletons count={2} className="h-10" />}
            empty="No claims yet."
          >
            {(rows) => (
              <ol className="grid gap-2 text-sm">
                {rows.map((c) => (
                  <li
                    key={c.id}
                    className="flex flex-wrap justify-between gap-x-4 border-b border-border pb-2"
                  >
                    <span className="min-w-0 break-all">
                      {c.name ? <span className="font-medium">{c.name} </span> : null}
                      <span className="text-muted">{c.email ?? ''}</span>
                    </span>
                    <span className="tabular-nums text-muted">{formatDateTime(c.claimedAt)}</span>
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
          Claims<span className="sr-only"> of {formatLongDate(d.date)}</span>
        </Button>
      ) : null}
      {when === 'upcoming' && d.claimed === 0 ? (
        <>
          <Button size="sm" variant="outline" onClick={() => setEditing(d)}>
            Edit<span className="sr-only"> the deal of {formatLongDate(d.date)}</span>
          </Button>
          <Button size="sm" variant="outline" onClick={() => setCancelling(d)}>
            Cancel deal<span className="sr-only"> of {formatLongDate(d.date)}</span>
          </Button>
        </>
      ) : null}
    </div>
  );

  const columns = [
    col.row('date', 'Date', (d) => formatLongDate(d.date), { rowHeader: true }),
    col.row('gift', 'Gift', (d) => (
      <>
        <span className="block">{giftText(d)}</span>
        <span className="block max-w-[20rem] truncate text-xs text-muted">{d.title}</span>
      </>
    )),
    col.row('claimed', 'Claimed', claimedText, { align: 'right', className: 'tabular-nums' }),
    col.row('actions', srOnly('Actions'), actions, { className: 'text-right' }),
  ];

  const confirmCancel = async () => {
    if (!cancelling) return;
    try {
      await cancel.mutateAsync(cancelling.id);
      toast({ title: DEAL_MESSAGES.cancelled, variant: 'success' });
      setCancelling(null);
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <TabSection
      title="Dynamo Deal"
      description="A surprise gift each day for members with an active card, claimed once between 10:00 AM and 10:00 PM (India time)."
      actions={
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" /> Set a deal
        </Button>
      }
    >
      <fieldset className="flex gap-2">
        <legend className="sr-only">Which deals</legend>
        {(['upcoming', 'past'] as const).map((w) => (
          <Button
            key={w}
            size="sm"
            variant={when === w ? 'primary' : 'outline'}
            aria-pressed={when === w}
            onClick={() => setWhen(w)}
          >
            {w === 'upcoming' ? 'Today and upcoming' : 'Past'}
          </Button>
        ))}
      </fieldset>
      <QueryState
        query={deals}
        pending={<Skeletons count={3} />}
        empty={
          when === 'upcoming'
            ? 'No deal set for today or later. Set one to surprise the members who log in.'
            : 'No past deals yet.'
        }
      >
        {(rows) => (
          <div className="grid gap-4">
            <DataTable
              label="Dynamo Deals"
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
                    { label: 'Gift', value: giftText(d) },
                    { label: 'Claimed', value: claimedText(d), className: 'tabular-nums' },
                  ]}
                >
                  {actions(d)}
                </PhoneCard>
              )}
            />
            <LoadMore pages={deals} label="Load more deals" />
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
        title="Cancel this Dynamo Deal?"
        confirmLabel="Cancel deal"
        destructive
        pending={cancel.isPending}
        onConfirm={confirmCancel}
      >
        {cancelling
          ? `The deal of ${formatLongDate(cancelling.date)} (${giftText(cancelling)} × ${cancelling.quantity}) will not be offered. Nobody has claimed it yet.`
          : null}
      </ConfirmDialog>
      <ClaimsSheet deal={showingClaims} onClose={() => setShowingClaims(null)} />
    </TabSection>
  );
}
