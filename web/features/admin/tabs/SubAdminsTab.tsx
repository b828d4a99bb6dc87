import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { SubAdmin } from '#contracts/staff';
import { Button } from '../../../components/ui/Button';
import { columnsFor, DataTable, PhoneCard, srOnly } from '../../../components/ui/DataTable';
import { QueryState, Skeletons } from '../../../components/ui/QueryState';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useSetSubAdminActive, useSubAdmins } from '../api/subadmins';
import { ActiveToggleDialog } from '../components/ActiveToggleDialog';
import { CreateSubAdminDialog } from '../components/CreateSubAdminDialog';
import { ResetSecondFactorButton } from '../components/ResetSecondFactorButton';
import { StatusBadge } from '../components/StatusBadge';
import { TabSection } from '../components/TabSection';
import { ADMIN } from '../i18n';

const advisorNames = (s: SubAdmin) => s.assignedAdvisors.map((a) => a.code).join(', ');

const col = columnsFor<SubAdmin>();

/** Sub Admins (admins only): e-mail, created, assigned advisors, status. */
export function SubAdminsTab() {
  const { t } = useTranslation(ADMIN);
  const subAdmins = useSubAdmins();
  const setActive = useSetSubAdminActive();
  const [creating, setCreating] = useState(false);
  const [confirming, setConfirming] = useState<SubAdmin | null>(null);

  const action = (s: SubAdmin) => (
    <div className="flex flex-wrap justify-end gap-2">
      <ResetSecondFactorButton subAdmin={s} />
      <Button size="sm" variant={s.isActive ? 'outline' : 'subtle'} onClick={() => setConfirming(s)}>
        {s.isActive ? t('toggle.deactivate') : t('toggle.activate')}
        <span className="sr-only"> {s.email}</span>
      </Button>
    </div>
  );

  const columns = [
    col.row('email', t('subadmins.col.email'), (s) => s.email),
    col.row('created', t('subadmins.col.created'), (s) => formatDate(s.createdAt), {
      className: 'text-muted',
    }),
    col.row('advisors', t('subadmins.col.advisors'), (s) => (
      <>
        <span className="tabular-nums">{s.assignedAdvisorsCount}</span>
        {s.assignedAdvisorsCount ? (
          <span className="block max-w-[22rem] truncate font-mono text-xs text-muted">{advisorNames(s)}</span>
        ) : null}
      </>
    )),
    col.row('status', t('subadmins.col.status'), (s) => <StatusBadge active={s.isActive} />),
    col.row('actions', srOnly(t('subadmins.col.actions')), action, { className: 'text-right' }),
  ];

  return (
    <TabSection
      title={t('subadmins.title')}
      description={t('subadmins.description')}
      actions={
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" /> {t('subadmins.create')}
        </Button>
      }
    >
      <QueryState query={subAdmins} pending={<Skeletons count={2} />} empty={t('subadmins.empty')}>
        {(rows) => (
          <DataTable
            label={t('subadmins.list')}
            rows={rows}
            columns={columns}
            rowKey={(s) => s.id}
            renderCard={(s) => (
              <PhoneCard
                title={<p className="break-all font-medium">{s.email}</p>}
                aside={<StatusBadge active={s.isActive} />}
                facts={[
                  { label: t('subadmins.col.created'), value: formatDate(s.createdAt) },
                  {
                    label: t('subadmins.col.advisors'),
                    value: s.assignedAdvisorsCount,
                    className: 'tabular-nums',
                  },
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
        titles={{ deactivate: t('subadmins.deactivateTitle'), activate: t('subadmins.activateTitle') }}
        messages={{ activated: t('subadmins.activated'), deactivated: t('subadmins.deactivated') }}
        describe={(s) => s.email}
      >
        {(s) => t(s.isActive ? 'subadmins.deactivateText' : 'subadmins.activateText', { email: s.email })}
      </ActiveToggleDialog>
    </TabSection>
  );
}
