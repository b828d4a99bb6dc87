import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { AdminAdvisor } from '#contracts/advisor-codes';
import { Button } from '../../../components/ui/Button';
import { columnsFor, DataTable, PhoneCard, srOnly } from '../../../components/ui/DataTable';
import { QueryState } from '../../../components/ui/QueryState';
import { formatRupees } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useAdvisors, useSetAdvisorActive } from '../api/advisors';
import { useMe } from '../api/me';
import { ActiveToggleDialog } from '../components/ActiveToggleDialog';
import { CommissionLines, FlagBadge, isHeld } from '../components/AdvisorFigures';
import { CreateAdvisorDialog } from '../components/CreateAdvisorDialog';
import { RecordPayoutDialog } from '../components/RecordPayoutDialog';
import { StatusBadge } from '../components/StatusBadge';
import { TabSection } from '../components/TabSection';
import { ADMIN } from '../i18n';

const hasPayable = (a: AdminAdvisor) => Number(a.commissionPayable) > 0;

const col = columnsFor<AdminAdvisor>();

/**
 * Fashion Advisors: code, name, e-mail, revenue, conversions, commission (payable, pending, paid,
 * held), flagged registrations, status and assignee; a table on a wide screen, cards on a phone.
 * Admins see every advisor, a sub-admin its own; admins record payouts.
 */
export function AdvisorsTab() {
  const { t } = useTranslation(ADMIN);
  const assignee = (a: AdminAdvisor) => {
    if (!a.assignedTo) return '—';
    const email = a.assignedTo.email ?? t('advisors.removedAccount');
    return a.assignedTo.isActive ? email : t('advisors.assigneeInactive', { email });
  };
  const conversions = (a: AdminAdvisor) =>
    t('advisors.conversionsOf', { conversions: a.conversions, registrations: a.totalRegistrations });
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
          title={hasPayable(a) ? undefined : t('advisors.nothingPayable')}
          onClick={() => setPaying(a)}
        >
          {t('advisors.recordPayout')}
          <span className="sr-only">{t('advisors.recordPayoutFor', { code: a.code })}</span>
        </Button>
      ) : null}
      <Button size="sm" variant={a.isActive ? 'outline' : 'subtle'} onClick={() => setConfirming(a)}>
        {a.isActive ? t('toggle.deactivate') : t('toggle.activate')}
        <span className="sr-only"> {a.code}</span>
      </Button>
    </div>
  );

  const columns = [
    col.row('code', t('advisors.col.code'), (a) => a.code, { className: 'font-mono text-xs tracking-wide' }),
    col.row('name', t('advisors.col.name'), (a) => (
      <>
        {a.name}
        <span className="block text-xs text-muted">
          {t('advisors.commissionRateLine', { rate: a.commissionRate })}
        </span>
        <FlagBadge advisor={a} />
      </>
    )),
    col.row('email', t('advisors.col.email'), (a) => <span title={a.email}>{a.email}</span>, {
      className: 'max-w-[11rem] truncate text-muted',
    }),
    col.row('revenue', t('advisors.col.revenue'), (a) => formatRupees(a.totalRevenue), {
      align: 'right',
      className: 'tabular-nums',
    }),
    col.row('conversions', t('advisors.col.conversions'), conversions, {
      align: 'right',
      className: 'tabular-nums',
    }),
    col.row('commission', t('advisors.col.commission'), (a) => <CommissionLines advisor={a} />, {
      headerClassName: 'text-right',
    }),
    col.row('status', t('advisors.col.status'), (a) => <StatusBadge active={a.isActive} />),
    col.row('assignee', t('advisors.col.assignedTo'), (a) => <span title={assignee(a)}>{assignee(a)}</span>, {
      className: 'max-w-[8rem] truncate text-muted',
    }),
    col.row('actions', srOnly(t('advisors.col.actions')), action, { className: 'text-right' }),
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
        { label: t('advisors.col.revenue'), value: formatRupees(a.totalRevenue), className: 'tabular-nums' },
        { label: t('advisors.col.conversions'), value: conversions(a), className: 'tabular-nums' },
        { label: t('advisors.col.email'), value: a.email, className: 'truncate', wide: true },
        {
          label: t('advisors.col.assignedTo'),
          value: a.assignedTo ? assignee(a) : t('advisors.notAssigned'),
          className: 'truncate',
        },
        {
          label: t('advisors.commissionRate'),
          value: t('advisors.rate', { rate: a.commissionRate }),
          className: 'tabular-nums',
        },
        {
          label: t('advisors.payable'),
          value: formatRupees(a.commissionPayable),
          className: 'font-medium tabular-nums',
        },
        { label: t('advisors.pending'), value: formatRupees(a.commissionPending), className: 'tabular-nums' },
        { label: t('advisors.paid'), value: formatRupees(a.commissionPaid), className: 'tabular-nums' },
        ...(isHeld(a)
          ? [{ label: t('advisors.held'), value: formatRupees(a.commissionHeld), className: 'tabular-nums' }]
          : []),
      ]}
    >
      <div className="flex justify-end">{action(a)}</div>
    </PhoneCard>
  );

  return (
    <TabSection
      title={t('advisors.title')}
      description={isAdmin ? t('advisors.descriptionAdmin') : t('advisors.descriptionSubadmin')}
      actions={
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" /> {t('advisors.create')}
        </Button>
      }
    >
      <QueryState query={advisors} empty={isAdmin ? t('advisors.emptyAdmin') : t('advisors.emptySubadmin')}>
        {(rows) => (
          <DataTable
            label={t('advisors.list')}
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
        titles={{ deactivate: t('advisors.deactivateTitle'), activate: t('advisors.activateTitle') }}
        messages={{
          activated: t('advisors.activated'),
          deactivated: t('advisors.deactivated'),
          updateFailed: t('advisors.updateFailed'),
        }}
        describe={(a) => t('advisors.describe', { code: a.code, name: a.name })}
      >
        {(a) =>
          t(a.isActive ? 'advisors.deactivateText' : 'advisors.activateText', { code: a.code, name: a.name })
        }
      </ActiveToggleDialog>
    </TabSection>
  );
}
