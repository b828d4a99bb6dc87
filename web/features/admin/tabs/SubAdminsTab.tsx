import { Plus } from 'lucide-react';
import { useState } from 'react';
import { STAFF_MESSAGES, type SubAdmin } from '#contracts/staff';
import { Button } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { TableScroller } from '../../../components/ui/TableScroller';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useSetSubAdminActive, useSubAdmins } from '../api/subadmins';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { CreateSubAdminDialog } from '../components/CreateSubAdminDialog';
import { ResetSecondFactorButton } from '../components/ResetSecondFactorButton';
import { StatusBadge } from '../components/StatusBadge';

const advisorNames = (s: SubAdmin) => s.assignedAdvisors.map((a) => a.code).join(', ');

/** Sub Admins (spec 3 section 2, admins only): e-mail, created, assigned advisors, status. */
export function SubAdminsTab() {
  const subAdmins = useSubAdmins();
  const setActive = useSetSubAdminActive();
  const [creating, setCreating] = useState(false);
  const [confirming, setConfirming] = useState<SubAdmin | null>(null);

  const toggle = async () => {
    if (!confirming) return;
    const active = !confirming.isActive;
    try {
      const sub = await setActive.mutateAsync({ id: confirming.id, active });
      toast({
        title: active ? STAFF_MESSAGES.activated : STAFF_MESSAGES.deactivated,
        description: sub.email,
        variant: 'success',
      });
      setConfirming(null);
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
    }
  };

  const rows = subAdmins.data ?? [];
  const action = (s: SubAdmin) => (
    <div className="flex flex-wrap justify-end gap-2">
      <ResetSecondFactorButton subAdmin={s} />
      <Button size="sm" variant={s.isActive ? 'outline' : 'subtle'} onClick={() => setConfirming(s)}>
        {s.isActive ? 'Deactivate' : 'Activate'}
        <span className="sr-only"> {s.email}</span>
      </Button>
    </div>
  );

  return (
    <section aria-labelledby="subadmins-heading" className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="subadmins-heading" className="font-display text-3xl">
            Sub Admins
          </h2>
          <p className="mt-1 text-sm text-muted">
            Staff who look after a set of fashion advisors and see only theirs.
          </p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" /> Create Sub Admin
        </Button>
      </div>

      {subAdmins.isPending ? (
        <div className="grid gap-3">
          {[1, 2].map((n) => (
            <Skeleton key={n} className="h-16 w-full" />
          ))}
        </div>
      ) : subAdmins.isError ? (
        <p role="alert" className="text-danger">
          {errorMessage(subAdmins.error)}
        </p>
      ) : rows.length === 0 ? (
        <p className="rounded-[4px] border border-dashed border-border p-8 text-center text-muted">
          No sub-admins yet. Create one to share the work of looking after advisors.
        </p>
      ) : (
        <>
          <TableScroller label="Sub-admins" className="hidden md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Sub-admins</caption>
              <thead className="text-[0.68rem] uppercase tracking-[0.14em] text-muted">
                <tr className="border-b border-border">
                  <th scope="col" className="px-4 py-3 font-medium">
                    Email
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Created
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Assigned advisors
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Status
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {rows.map((s) => (
                  <tr key={s.id}>
                    <td className="px-4 py-3">{s.email}</td>
                    <td className="px-4 py-3 text-muted">{formatDate(s.createdAt)}</td>
                    <td className="px-4 py-3">
                      <span className="tabular-nums">{s.assignedAdvisorsCount}</span>
                      {s.assignedAdvisorsCount ? (
                        <span className="block max-w-[22rem] truncate font-mono text-xs text-muted">
                          {advisorNames(s)}
                        </span>
                      ) : null}
                    </td>
                    <td className="px-4 py-3">
                      <StatusBadge active={s.isActive} />
                    </td>
                    <td className="px-4 py-3 text-right">{action(s)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
          <ul className="grid gap-3 md:hidden" aria-label="Sub-admins">
            {rows.map((s) => (
              <li key={s.id} className="grid gap-3 rounded-[4px] border border-border bg-surface p-4">
                <div className="flex items-start justify-between gap-3">
                  <p className="min-w-0 break-all font-medium">{s.email}</p>
                  <StatusBadge active={s.isActive} />
                </div>
                <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                  <div>
                    <dt className="text-xs text-muted">Created</dt>
                    <dd>{formatDate(s.createdAt)}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-muted">Assigned advisors</dt>
                    <dd className="tabular-nums">{s.assignedAdvisorsCount}</dd>
                  </div>
                </dl>
                <div className="flex justify-end">{action(s)}</div>
              </li>
            ))}
          </ul>
        </>
      )}

      <CreateSubAdminDialog open={creating} onOpenChange={setCreating} />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={confirming?.isActive ? 'Deactivate this sub-admin?' : 'Reactivate this sub-admin?'}
        confirmLabel={confirming?.isActive ? 'Deactivate' : 'Activate'}
        destructive={confirming?.isActive}
        pending={setActive.isPending}
        onConfirm={toggle}
      >
        {confirming?.isActive
          ? `${confirming.email} will be signed out everywhere and cannot sign in until reactivated. Their advisors stay assigned to them.`
          : `${confirming?.email} will be able to sign in again and manage their advisors.`}
      </ConfirmDialog>
    </section>
  );
}
