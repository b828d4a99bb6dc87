import { Flag, Plus } from 'lucide-react';
import { useState } from 'react';
import { ADVISOR_MESSAGES, type AdminAdvisor } from '#contracts/advisor-codes';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { TableScroller } from '../../../components/ui/TableScroller';
import { errorMessage } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useAdvisors, useSetAdvisorActive } from '../api/advisors';
import { useMe } from '../api/me';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { CreateAdvisorDialog } from '../components/CreateAdvisorDialog';
import { RecordPayoutDialog } from '../components/RecordPayoutDialog';
import { StatusBadge } from '../components/StatusBadge';

const assignee = (a: AdminAdvisor) =>
  a.assignedTo
    ? `${a.assignedTo.email ?? 'A removed account'}${a.assignedTo.isActive ? '' : ' (inactive)'}`
    : '—';

const conversions = (a: AdminAdvisor) => `${a.conversions} of ${a.totalRegistrations}`;

const hasPayable = (a: AdminAdvisor) => Number(a.commissionPayable) > 0;

/** The referral checks' flags (self-referral, burst): how many, and how many still wait for a decision. */
function FlagBadge({ advisor }: { advisor: AdminAdvisor }) {
  if (advisor.flaggedRegistrations === 0) return null;
  const waiting = advisor.flaggedUndecided;
  return (
    <Badge
      variant={waiting > 0 ? 'vote' : 'outline'}
      className="mt-1.5 whitespace-nowrap normal-case tracking-normal"
      title={
        waiting > 0
          ? `${formatRupees(advisor.commissionHeld)} of commission is held until staff decide`
          : 'Every flagged registration has been decided'
      }
    >
      <Flag aria-hidden="true" className="size-3" />
      {advisor.flaggedRegistrations} flagged
      {waiting > 0 ? <span className="sr-only">, {waiting} to decide</span> : null}
    </Badge>
  );
}

/** Commission by status: payable (to pay out), pending (not approved yet), paid, held (flagged). */
function CommissionLines({ advisor }: { advisor: AdminAdvisor }) {
  return (
    <dl className="grid grid-cols-[auto_auto] justify-end gap-x-3 gap-y-0.5 text-right text-xs">
      <dt className="text-muted">Payable</dt>
      <dd className="font-medium tabular-nums text-text">{formatRupees(advisor.commissionPayable)}</dd>
      <dt className="text-muted">Pending</dt>
      <dd className="tabular-nums">{formatRupees(advisor.commissionPending)}</dd>
      <dt className="text-muted">Paid</dt>
      <dd className="tabular-nums">{formatRupees(advisor.commissionPaid)}</dd>
      {Number(advisor.commissionHeld) > 0 ? (
        <>
          <dt className="text-muted">Held</dt>
          <dd className="tabular-nums">{formatRupees(advisor.commissionHeld)}</dd>
        </>
      ) : null}
    </dl>
  );
}

/**
 * Fashion Advisors (spec 3 section 2): code, name, e-mail, revenue, conversions, commission (payable,
 * pending, paid, held), flagged registrations, status and assignee; a table on a wide screen, cards on a
 * phone. Admins see every advisor, a sub-admin its own; admins record payouts.
 */
export function AdvisorsTab() {
  const me = useMe();
  const isAdmin = me.data?.role === 'admin';
  const advisors = useAdvisors();
  const setActive = useSetAdvisorActive();
  const [creating, setCreating] = useState(false);
  const [confirming, setConfirming] = useState<AdminAdvisor | null>(null);
  const [paying, setPaying] = useState<AdminAdvisor | null>(null);

  const toggle = async () => {
    if (!confirming) return;
    const active = !confirming.isActive;
    try {
      const advisor = await setActive.mutateAsync({ id: confirming.id, active });
      toast({
        title: active ? ADVISOR_MESSAGES.activated : ADVISOR_MESSAGES.deactivated,
        description: `${advisor.code} (${advisor.name})`,
        variant: 'success',
      });
      setConfirming(null);
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, ADVISOR_MESSAGES.updateFailed),
        variant: 'destructive',
      });
    }
  };

  const rows = advisors.data ?? [];
  const action = (a: AdminAdvisor) => (
    <div className="flex flex-wrap justify-end gap-2 md:flex-col md:flex-nowrap md:items-stretch">
      {isAdmin ? (
        <Button
          size="sm"
          variant="subtle"
          disabled={!hasPayable(a)}
          title={hasPayable(a) ? undefined : 'Nothing payable yet'}
          onClick={() => setPaying(a)}
        >
          Record payout
          <span className="sr-only"> for {a.code}</span>
        </Button>
      ) : null}
      <Button size="sm" variant={a.isActive ? 'outline' : 'subtle'} onClick={() => setConfirming(a)}>
        {a.isActive ? 'Deactivate' : 'Activate'}
        <span className="sr-only"> {a.code}</span>
      </Button>
    </div>
  );

  return (
    <section aria-labelledby="advisors-heading" className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="advisors-heading" className="font-display text-3xl">
            Fashion Advisors
          </h2>
          <p className="mt-1 text-sm text-muted">
            {isAdmin
              ? 'Every advisor code, what it has brought in and who looks after it.'
              : 'The advisors assigned to you and what their codes have brought in.'}
          </p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" /> Create Advisor Code
        </Button>
      </div>

      {advisors.isPending ? (
        <div className="grid gap-3">
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} className="h-16 w-full" />
          ))}
        </div>
      ) : advisors.isError ? (
        <p role="alert" className="text-danger">
          {errorMessage(advisors.error)}
        </p>
      ) : rows.length === 0 ? (
        <p className="rounded-[4px] border border-dashed border-border p-8 text-center text-muted">
          {isAdmin
            ? 'No advisor codes yet. Create the first one to start taking referrals.'
            : 'No advisors are assigned to you yet.'}
        </p>
      ) : (
        <>
          <TableScroller label="Fashion advisors" className="hidden md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Fashion advisors</caption>
              <thead className="text-[0.68rem] uppercase tracking-[0.1em] text-muted">
                <tr className="border-b border-border">
                  <th scope="col" className="px-3 py-3 font-medium">
                    Code
                  </th>
                  <th scope="col" className="px-3 py-3 font-medium">
                    Name
                  </th>
                  <th scope="col" className="px-3 py-3 font-medium">
                    Email
                  </th>
                  <th scope="col" className="px-3 py-3 text-right font-medium">
                    Revenue
                  </th>
                  <th scope="col" className="px-3 py-3 text-right font-medium">
                    Conversions
                  </th>
                  <th scope="col" className="px-3 py-3 text-right font-medium">
                    Commission
                  </th>
                  <th scope="col" className="px-3 py-3 font-medium">
                    Status
                  </th>
                  <th scope="col" className="px-3 py-3 font-medium">
                    Assigned to
                  </th>
                  <th scope="col" className="px-3 py-3 font-medium">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {rows.map((a) => (
                  <tr key={a.id} className="align-middle">
                    <td className="px-3 py-3 font-mono text-xs tracking-wide">{a.code}</td>
                    <td className="px-3 py-3">
                      {a.name}
                      <span className="block text-xs text-muted">{a.commissionRate}% commission</span>
                      <FlagBadge advisor={a} />
                    </td>
                    <td className="max-w-[11rem] truncate px-3 py-3 text-muted" title={a.email}>
                      {a.email}
                    </td>
                    <td className="px-3 py-3 text-right tabular-nums">{formatRupees(a.totalRevenue)}</td>
                    <td className="px-3 py-3 text-right tabular-nums">{conversions(a)}</td>
                    <td className="px-3 py-3">
                      <CommissionLines advisor={a} />
                    </td>
                    <td className="px-3 py-3">
                      <StatusBadge active={a.isActive} />
                    </td>
                    <td className="max-w-[8rem] truncate px-3 py-3 text-muted" title={assignee(a)}>
                      {assignee(a)}
                    </td>
                    <td className="px-3 py-3 text-right">{action(a)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
          <ul className="grid gap-3 md:hidden" aria-label="Fashion advisors">
            {rows.map((a) => (
              <li key={a.id} className="grid gap-3 rounded-[4px] border border-border bg-surface p-4">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-medium">{a.name}</p>
                    <p className="break-all font-mono text-xs tracking-wide text-muted">{a.code}</p>
                    <FlagBadge advisor={a} />
                  </div>
                  <StatusBadge active={a.isActive} />
                </div>
                <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                  <div>
                    <dt className="text-xs text-muted">Revenue</dt>
                    <dd className="tabular-nums">{formatRupees(a.totalRevenue)}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-muted">Conversions</dt>
                    <dd className="tabular-nums">{conversions(a)}</dd>
                  </div>
                  <div className="col-span-2 min-w-0">
                    <dt className="text-xs text-muted">Email</dt>
                    <dd className="truncate">{a.email}</dd>
                  </div>
                  <div className="min-w-0">
                    <dt className="text-xs text-muted">Assigned to</dt>
                    <dd className="truncate">{a.assignedTo ? assignee(a) : 'Not assigned'}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-muted">Commission rate</dt>
                    <dd className="tabular-nums">{a.commissionRate}%</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-muted">Payable</dt>
                    <dd className="font-medium tabular-nums">{formatRupees(a.commissionPayable)}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-muted">Pending</dt>
                    <dd className="tabular-nums">{formatRupees(a.commissionPending)}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-muted">Paid</dt>
                    <dd className="tabular-nums">{formatRupees(a.commissionPaid)}</dd>
                  </div>
                  {Number(a.commissionHeld) > 0 ? (
                    <div>
                      <dt className="text-xs text-muted">Held</dt>
                      <dd className="tabular-nums">{formatRupees(a.commissionHeld)}</dd>
                    </div>
                  ) : null}
                </dl>
                <div className="flex justify-end">{action(a)}</div>
              </li>
            ))}
          </ul>
        </>
      )}

      <CreateAdvisorDialog open={creating} onOpenChange={setCreating} isAdmin={isAdmin} />
      <RecordPayoutDialog
        advisor={paying}
        onOpenChange={(open) => {
          if (!open) setPaying(null);
        }}
      />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={confirming?.isActive ? 'Deactivate this advisor?' : 'Activate this advisor?'}
        confirmLabel={confirming?.isActive ? 'Deactivate' : 'Activate'}
        destructive={confirming?.isActive}
        pending={setActive.isPending}
        onConfirm={toggle}
      >
        {confirming?.isActive
          ? `${confirming.code} (${confirming.name}) will stop working: new applicants cannot use it. Registrations already made keep their commission.`
          : `${confirming?.code} (${confirming?.name}) will work again for new applicants.`}
      </ConfirmDialog>
    </section>
  );
}
