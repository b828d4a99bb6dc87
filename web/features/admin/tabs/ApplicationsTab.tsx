import { useState } from 'react';
import type { Application, ApplicationStatus } from '#contracts/applications';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { LoadMore, QueryState, Skeletons } from '../../../components/ui/QueryState';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatDate, formatRupees } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useApplications, useApproveApplication } from '../api/applications';
import { useMe } from '../api/me';
import { ApplicationDetail } from '../components/ApplicationDetail';
import { ApplicationStatusBadge } from '../components/ApplicationStatusBadge';
import { applicantName } from '../components/application-text';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ReferralFlagBadge } from '../components/ReferralFlagPanel';
import { RejectApplicationDialog } from '../components/RejectApplicationDialog';
import { TabSection } from '../components/TabSection';
import { ADMIN } from '../i18n';

const FILTERS = [
  { value: null, label: 'queue' },
  { value: 'pending_review', label: 'pending' },
  { value: 'approved', label: 'approved' },
  { value: 'rejected', label: 'rejected' },
] as const satisfies readonly { value: ApplicationStatus | null; label: string }[];

/**
 * Applications: the review queue, the applicant waiting longest on top, then the
 * decided ones; a panel with everything a reviewer weighs; Approve (confirmed) and Reject (with a
 * reason). A sub-admin sees the applications of its assigned advisors.
 */
export function ApplicationsTab() {
  const { t } = useTranslation(ADMIN);
  const name = (a: Application) => applicantName(a, t('applications.applicant'));
  const plan = (a: Application) => t(`plan.${a.plan}`);
  const me = useMe();
  const isAdmin = me.data?.role === 'admin';
  const [status, setStatus] = useState<ApplicationStatus | null>(null);
  const query = useApplications(status);
  const approve = useApproveApplication();
  const [open, setOpen] = useState<Application | null>(null);
  const [approving, setApproving] = useState<Application | null>(null);
  const [rejecting, setRejecting] = useState<Application | null>(null);

  const confirmApprove = async () => {
    if (!approving) return;
    try {
      const done = await approve.mutateAsync(approving.id);
      toast({
        title: t('applications.approvedToast'),
        description: t('applications.approvedText', { name: name(done), plan: plan(done) }),
        variant: 'success',
      });
      setApproving(null);
      setOpen((current) => (current?.id === done.id ? done : current));
    } catch (error) {
      toast({
        title: t('common.error'),
        description: errorMessage(error, t('applications.reviewFailed')),
        variant: 'destructive',
      });
      setApproving(null);
    }
  };

  return (
    <TabSection
      title={t('applications.title')}
      description={isAdmin ? t('applications.descriptionAdmin') : t('applications.descriptionSubadmin')}
      actions={
        <fieldset className="grid w-full grid-cols-4 gap-1 rounded-[4px] border border-border bg-surface p-1 sm:flex sm:w-auto">
          <legend className="sr-only">{t('applications.show')}</legend>
          {FILTERS.map((f) => (
            <button
              key={f.label}
              type="button"
              aria-pressed={status === f.value}
              onClick={() => setStatus(f.value)}
              className={cn(
                'min-h-10 rounded-[3px] px-1 text-[0.68rem] uppercase tracking-[0.08em] transition-colors sm:px-3.5 sm:tracking-[0.14em]',
                status === f.value ? 'bg-accent text-accent-foreground' : 'text-muted hover:text-text',
              )}
            >
              {t(`applications.filter.${f.label}`)}
            </button>
          ))}
        </fieldset>
      }
    >
      <QueryState
        query={query}
        pending={<Skeletons className="h-24" />}
        empty={
          status === null || status === 'pending_review'
            ? t('applications.emptyQueue')
            : status === 'approved'
              ? t('applications.emptyApproved')
              : t('applications.emptyRejected')
        }
      >
        {(rows) => (
          <ul className="grid gap-3" aria-label={t('applications.list')}>
            {rows.map((a) => (
              <li key={a.id}>
                <article
                  aria-label={name(a)}
                  className="grid gap-4 rounded-[4px] border border-border bg-surface p-4 md:grid-cols-[minmax(0,1.3fr)_minmax(0,2fr)_6.5rem] md:items-center md:gap-6 md:px-5"
                >
                  <div className="min-w-0">
                    <div className="flex flex-wrap items-center gap-2">
                      <ApplicationStatusBadge status={a.status} />
                      {a.needsParentalConsent ? (
                        <Badge variant="gold">{t('applications.under18')}</Badge>
                      ) : null}
                      <ReferralFlagBadge application={a} />
                    </div>
                    <p className="mt-2 truncate font-medium">{name(a)}</p>
                    <p className="truncate text-sm text-muted">
                      {a.firstName || a.lastName ? (a.email ?? a.phone) : t('applications.noProfile')}
                    </p>
                  </div>
                  <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
                    <div>
                      <dt className="text-xs text-muted">{t('applications.plan')}</dt>
                      <dd>
                        {plan(a)} · <span className="tabular-nums">{formatRupees(a.amount)}</span>
                      </dd>
                    </div>
                    <div className="min-w-0">
                      <dt className="text-xs text-muted">
                        {a.salesPerson ? t('applications.sales') : t('applications.advisor')}
                      </dt>
                      <dd className="truncate">{a.salesPerson?.name ?? a.advisorName}</dd>
                    </div>
                    <div>
                      <dt className="text-xs text-muted">
                        {a.status === 'pending_review'
                          ? t('applications.applied')
                          : t('applications.decided')}
                      </dt>
                      <dd className="tabular-nums">
                        {formatDate(
                          a.status === 'pending_review' ? a.createdAt : (a.reviewedAt ?? a.createdAt),
                        )}
                      </dd>
                    </div>
                  </dl>
                  <Button
                    size="sm"
                    variant={a.status === 'pending_review' ? 'primary' : 'outline'}
                    onClick={() => setOpen(a)}
                    aria-label={
                      a.status === 'pending_review'
                        ? t('applications.reviewName', { name: name(a) })
                        : t('applications.viewName', { name: name(a) })
                    }
                    className="justify-self-start md:justify-self-end"
                  >
                    {a.status === 'pending_review' ? t('applications.review') : t('applications.view')}
                  </Button>
                </article>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <LoadMore pages={query} label={t('applications.more')} pendingLabel={t('common.loadingMore')} />

      <ApplicationDetail
        application={open}
        onOpenChange={(next) => {
          if (!next) setOpen(null);
        }}
        onApprove={setApproving}
        onReject={setRejecting}
      />
      <ConfirmDialog
        open={approving !== null}
        onOpenChange={(next) => {
          if (!next) setApproving(null);
        }}
        title={t('applications.confirm.title')}
        confirmLabel={t('applications.confirm.action')}
        pending={approve.isPending}
        onConfirm={confirmApprove}
      >
        {approving
          ? t(
              approving.needsParentalConsent
                ? 'applications.confirm.textUnder18'
                : 'applications.confirm.text',
              {
                name: name(approving),
                plan: plan(approving),
              },
            )
          : null}
      </ConfirmDialog>
      <RejectApplicationDialog
        application={rejecting}
        onOpenChange={(next) => {
          if (!next) setRejecting(null);
        }}
        onDone={(done) => {
          setRejecting(null);
          setOpen((current) => (current?.id === done.id ? done : current));
        }}
      />
    </TabSection>
  );
}
