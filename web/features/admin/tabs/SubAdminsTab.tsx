import { Plus } from 'lucide-react';
import { useState } from 'react';
import { STAFF_MESSAGES, type SubAdmin } from '#contracts/staff';
import { Button } from '../../../components/ui/Button';
import { columnsFor, DataTable, PhoneCard, srOnly } from '../../../components/ui/DataTable';
import { QueryState, Skeletons } from '../../../components/ui/QueryState';
import { formatDate } from '../../../lib/format';
import { useSetSubAdminActive, useSubAdmins } from '../api/subadmins';
import { ActiveToggleDialog } from '../components/ActiveToggleDialog';
import { CreateSubAdminDialog } from '../components/CreateSubAdminDialog';
import { ResetSecondFactorButton } from '../components/ResetSecondFactorButton';
import { StatusBadge } from '../components/StatusBadge';
import { TabSection } from '../components/TabSection';

const advisorNames = (s: SubAdmin) => s.assignedAdvisors.map((a) => a.code).join(', ');

const col = columnsFor<SubAdmin>();

/** Sub Admins (admins only): e-mail, created, assigned advisors, status. */
export function SubAdminsTab() {
  const subAdmins = useSubAdmins();
  const setActive = useSetSubAdminActive();
  const [creating, setCreating] = useState(false);
  const [confirming, setConfirming] = useState<SubAdmin | null>(null);

  const action = (s: SubAdmin) => (
    <div className="flex flex-wrap justify-end gap-2">
      <ResetSecondFactorButton subAdmin={s} />
      <Button size="sm" variant={s.isActive ? 'outline' : 'subtle'} onClick={() => setConfirming(s)}>
        {s.isActive ? 'Deactivate' : 'Activate'}
        <span className="sr-only"> {s.email}</span>
      </Button>
    </div>
  );

  const columns = [
    col.row('email', 'Email', (s) => s.email),
    col.row('created', 'Created', (s) => formatDate(s.createdAt), { className: 'text-muted' }),
    col.row('advisors', 'Assigned advisors', (s) => (
      <>
        <span className="tabular-nums">{s.assignedAdvisorsCount}</span>
        {s.assignedAdvisorsCount ? (
          <span className="block max-w-[22rem] truncate font-mono text-xs text-muted">{advisorNames(s)}</span>
        ) : null}
      </>
    )),
    col.row('status', 'Status', (s) => <StatusBadge active={s.isActive} />),
    col.row('actions', srOnly('Actions'), action, { className: 'text-right' }),
  ];

  return (
    <TabSection
      title="Sub Admins"
      description="Staff who look after a set of fashion advisors and see only theirs."
      actions={
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" /> Create Sub Admin
        </Button>
      }
    >
      <QueryState
        query={subAdmins}
        pending={<Skeletons count={2} />}
        empty="No sub-admins yet. Create one to share the work of looking after advisors."
      >
        {(rows) => (
          <DataTable
            label="Sub-admins"
            rows={rows}
            columns={columns}
            rowKey={(s) => s.id}
            renderCard={(s) => (
              <PhoneCard
                title={<p className="break-all font-medium">{s.email}</p>}
                aside={<StatusBadge active={s.isActive} />}
                facts={[
                  { label: 'Created', value: formatDate(s.createdAt) },
                  { label: 'Assigned advisors', value: s.assignedAdvisorsCount, className: 'tabular-nums' },
                ]}
              >
                <div className="flex justify-end">{action(s)}</div>
              </PhoneCard>
            )}
          />
        )}
      </QueryState>

      <CreateSubAdminDialog open={creating} onOpenChange={setCreating} />
      <ActiveToggleDialog
        target={confirming}
        onClose={() => setConfirming(null)}
        setActive={setActive.mutateAsync}
        pending={setActive.isPending}
        titles={{ deactivate: 'Deactivate this sub-admin?', activate: 'Reactivate this sub-admin?' }}
        messages={STAFF_MESSAGES}
        describe={(s) => s.email}
      >
        {(s) =>
          s.isActive
            ? `${s.email} will be signed out everywhere and cannot sign in until reactivated. Their advisors stay assigned to them.`
            : `${s.email} will be able to sign in again and manage their advisors.`
        }
      </ActiveToggleDialog>
    </TabSection>
  );
}
