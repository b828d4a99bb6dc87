import { useState } from 'react';
import { APPLICATION_MESSAGES, type Application, type ApplicationStatus } from '#contracts/applications';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { LoadMore, QueryState, Skeletons } from '../../../components/ui/QueryState';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatDate, formatRupees } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useApplications, useApproveApplication } from '../api/applications';
import { useMe } from '../api/me';
import { ApplicationDetail } from '../components/ApplicationDetail';
import { ApplicationStatusBadge } from '../components/ApplicationStatusBadge';
import { applicantName, planLabel } from '../components/application-text';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ReferralFlagBadge } from '../components/ReferralFlagPanel';
import { RejectApplicationDialog } from '../components/RejectApplicationDialog';
import { TabSection } from '../components/TabSection';

const FILTERS: { value: ApplicationStatus | null; label: string }[] = [
  { value: null, label: 'Queue' },
  { value: 'pending_review', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

/**
 * Applications: the review queue, the applicant waiting longest on top, then the
 * decided ones; a panel with everything a reviewer weighs; Approve (confirmed) and Reject (with a
 * reason). A sub-admin sees the applications of its assigned advisors.
 */
export function ApplicationsTab() {
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
        title: APPLICATION_MESSAGES.approved,
        description: `${applicantName(done)}'s ${planLabel(done)} card is active; the welcome e-mail is on its way.`,
        variant: 'success',
      });
      setApproving(null);
      setOpen((current) => (current?.id === done.id ? done : current));
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, APPLICATION_MESSAGES.reviewFailed),
        variant: 'destructive',
      });
      setApproving(null);
    }
  };

  return (
    <TabSection
      title="Applications"
      description={
        isAdmin
          ? 'Card applications waiting for review, the longest waiting first, then the decided ones.'
          : 'Applications from the advisors assigned to you, the longest waiting first.'
      }
      actions={
        <fieldset className="grid w-full grid-cols-4 gap-1 rounded-[4px] border border-border bg-surface p-1 sm:flex sm:w-auto">
          <legend className="sr-only">Show</legend>
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
              {f.label}
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
            ? 'No applications are waiting for review.'
            : `No ${status === 'approved' ? 'approved' : 'rejected'} applications yet.`
        }
      >
        {(rows) => (
          <ul className="grid gap-3" aria-label="Applications">
            {rows.map((a) => (
              <li key={a.id}>
                <article
                  aria-label={applicantName(a)}
                  className="grid gap-4 rounded-[4px] border border-border bg-surface p-4 md:grid-cols-[minmax(0,1.3fr)_minmax(0,2fr)_6.5rem] md:items-center md:gap-6 md:px-5"
                >
                  <div className="min-w-0">
                    <div className="flex flex-wrap items-center gap-2">
                      <ApplicationStatusBadge status={a.status} />
                      {a.needsParentalConsent ? <Badge variant="gold">Under 18</Badge> : null}
                      <ReferralFlagBadge application={a} />
                    </div>
                    <p className="mt-2 truncate font-medium">{applicantName(a)}</p>
                    <p className="truncate text-sm text-muted">
                      {a.firstName || a.lastName ? (a.email ?? a.phone) : 'Style profile not completed yet'}
                    </p>
                  </div>
                  <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
                    <div>
                      <dt className="text-xs text-muted">Plan</dt>
                      <dd>
                        {planLabel(a)} · <span className="tabular-nums">{formatRupees(a.amount)}</span>
                      </dd>
                    </div>
                    <div className="min-w-0">
                      <dt className="text-xs text-muted">{a.salesPerson ? 'Sales' : 'Advisor'}</dt>
                      <dd className="truncate">{a.salesPerson?.name ?? a.advisorName}</dd>
                    </div>
                    <div>
                      <dt className="text-xs text-muted">
                        {a.status === 'pending_review' ? 'Applied' : 'Decided'}
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
                    aria-label={`${a.status === 'pending_review' ? 'Review' : 'View'} ${applicantName(a)}`}
                    className="justify-self-start md:justify-self-end"
                  >
                    {a.status === 'pending_review' ? 'Review' : 'View'}
                  </Button>
                </article>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <LoadMore pages={query} label="Show more applications" />

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
        title="Approve this application?"
        confirmLabel="Approve"
        pending={approve.isPending}
        onConfirm={confirmApprove}
      >
        {approving
          ? `${applicantName(approving)}'s ${planLabel(approving)} card becomes active and they get the welcome e-mail.${
              approving.needsParentalConsent
                ? ' The applicant is under 18: approve only after the parental-consent call.'
                : ''
            }`
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
