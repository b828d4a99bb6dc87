import { Plus } from 'lucide-react';
import { useState } from 'react';
import { ADVISOR_MESSAGES, type AdminAdvisor } from '#contracts/advisor-codes';
import { Button } from '../../../components/ui/Button';
import { columnsFor, DataTable, PhoneCard, srOnly } from '../../../components/ui/DataTable';
import { QueryState } from '../../../components/ui/QueryState';
import { formatRupees } from '../../../lib/format';
import { useAdvisors, useSetAdvisorActive } from '../api/advisors';
import { useMe } from '../api/me';
import { ActiveToggleDialog } from '../components/ActiveToggleDialog';
import { CommissionLines, FlagBadge, isHeld } from '../components/AdvisorFigures';
import { CreateAdvisorDialog } from '../components/CreateAdvisorDialog';
import { RecordPayoutDialog } from '../components/RecordPayoutDialog';
import { StatusBadge } from '../components/StatusBadge';
import { TabSection } from '../components/TabSection';

const assignee = (a: AdminAdvisor) =>
  a.assignedTo
    ? `${a.assignedTo.email ?? 'A removed account'}${a.assignedTo.isActive ? '' : ' (inactive)'}`
    : '—';

const conversions = (a: AdminAdvisor) => `${a.conversions} of ${a.totalRegistrations}`;

const hasPayable = (a: AdminAdvisor) => Number(a.commissionPayable) > 0;

const col = columnsFor<AdminAdvisor>();

/**
 * Fashion Advisors: code, name, e-mail, revenue, conversions, commission (payable, pending, paid,
 * held), flagged registrations, status and assignee; a table on a wide screen, cards on a phone.
 * Admins see every advisor, a sub-admin its own; admins record payouts.
 */
export function AdvisorsTab() {
  const me = useMe();
  const isAdmin = me.data?.role === 'admin';
  const advisors = useAdvisors();
  const setActive = useSetAdvisorActive();
  const [creating, setCreating] = useState(false);
  const [confirming, setConfirming] = useState<AdminAdvisor | null>(null);
  const [paying, setPaying] = useState<AdminAdvisor | null>(null);

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

  const columns = [
    col.row('code', 'Code', (a) => a.code, { className: 'font-mono text-xs tracking-wide' }),
    col.row('name', 'Name', (a) => (
      <>
        {a.name}
        <span className="block text-xs text-muted">{a.commissionRate}% commission</span>
        <FlagBadge advisor={a} />
      </>
    )),
    col.row('email', 'Email', (a) => <span title={a.email}>{a.email}</span>, {
      className: 'max-w-[11rem] truncate text-muted',
    }),
    col.row('revenue', 'Revenue', (a) => formatRupees(a.totalRevenue), {
      align: 'right',
      className: 'tabular-nums',
    }),
    col.row('conversions', 'Conversions', conversions, { align: 'right', className: 'tabular-nums' }),
    col.row('commission', 'Commission', (a) => <CommissionLines advisor={a} />, {
      headerClassName: 'text-right',
    }),
    col.row('status', 'Status', (a) => <StatusBadge active={a.isActive} />),
    col.row('assignee', 'Assigned to', (a) => <span title={assignee(a)}>{assignee(a)}</span>, {
      className: 'max-w-[8rem] truncate text-muted',
    }),
    col.row('actions', srOnly('Actions'), action, { className: 'text-right' }),
  ];

  const card = (a: AdminAdvisor) => (
    <PhoneCard
      title={
        <>
          <p className="font-medium">{a.name}</p>
          <p className="break-all font-mono text-xs tracking-wide text-muted">{a.code}</p>
          <FlagBadge advisor={a} />
        </>
      }
      aside={<StatusBadge active={a.isActive} />}
      facts={[
        { label: 'Revenue', value: formatRupees(a.totalRevenue), className: 'tabular-nums' },
        { label: 'Conversions', value: conversions(a), className: 'tabular-nums' },
        { label: 'Email', value: a.email, className: 'truncate', wide: true },
        { label: 'Assigned to', value: a.assignedTo ? assignee(a) : 'Not assigned', className: 'truncate' },
        { label: 'Commission rate', value: `${a.commissionRate}%`, className: 'tabular-nums' },
        { label: 'Payable', value: formatRupees(a.commissionPayable), className: 'font-medium tabular-nums' },
        { label: 'Pending', value: formatRupees(a.commissionPending), className: 'tabular-nums' },
        { label: 'Paid', value: formatRupees(a.commissionPaid), className: 'tabular-nums' },
        ...(isHeld(a)
          ? [{ label: 'Held', value: formatRupees(a.commissionHeld), className: 'tabular-nums' }]
          : []),
      ]}
    >
      <div className="flex justify-end">{action(a)}</div>
    </PhoneCard>
  );

  return (
    <TabSection
      title="Fashion Advisors"
      description={
        isAdmin
          ? 'Every advisor code, what it has brought in and who looks after it.'
          : 'The advisors assigned to you and what their codes have brought in.'
      }
      actions={
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" /> Create Advisor Code
        </Button>
      }
    >
      <QueryState
        query={advisors}
        empty={
          isAdmin
            ? 'No advisor codes yet. Create the first one to start taking referrals.'
            : 'No advisors are assigned to you yet.'
        }
      >
        {(rows) => (
          <DataTable
            label="Fashion advisors"
            rows={rows}
            columns={columns}
            rowKey={(a) => a.id}
            renderCard={card}
            cellClassName="px-3 py-3"
            headClassName="text-[0.68rem] uppercase tracking-[0.1em] text-muted"
          />
        )}
      </QueryState>

      <CreateAdvisorDialog open={creating} onOpenChange={setCreating} isAdmin={isAdmin} />
      <RecordPayoutDialog
        advisor={paying}
        onOpenChange={(open) => {
          if (!open) setPaying(null);
        }}
      />
      <ActiveToggleDialog
        target={confirming}
        onClose={() => setConfirming(null)}
        setActive={setActive.mutateAsync}
        pending={setActive.isPending}
        titles={{ deactivate: 'Deactivate this advisor?', activate: 'Activate this advisor?' }}
        messages={ADVISOR_MESSAGES}
        describe={(a) => `${a.code} (${a.name})`}
      >
        {(a) =>
          a.isActive
            ? `${a.code} (${a.name}) will stop working: new applicants cannot use it. Registrations already made keep their commission.`
            : `${a.code} (${a.name}) will work again for new applicants.`
        }
      </ActiveToggleDialog>
    </TabSection>
  );
}
