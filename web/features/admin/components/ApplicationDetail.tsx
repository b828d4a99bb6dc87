import { Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Application } from '#contracts/applications';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { Sheet, SheetContent } from '../../../components/ui/Sheet';
import { formatDate, formatDateTime, formatRupees } from '../../../lib/format';
import { ApplicationStatusBadge } from './ApplicationStatusBadge';
import { ageOf, applicantName, planLabel, verifiedText } from './application-text';
import { commissionStatusText, ReferralFlagBadge, ReferralFlagPanel } from './ReferralFlagPanel';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8.5rem_1fr] gap-3 py-2 text-sm">
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-1">
      <h3 className="eyebrow text-gold">{title}</h3>
      <dl className="divide-y divide-border">{children}</dl>
    </section>
  );
}

const list = (values: string[]) => (values.length ? values.join(', ') : '—');

/** Everything a reviewer weighs, with Approve and Reject while the application is pending. */
export function ApplicationDetail({
  application: a,
  onOpenChange,
  onApprove,
  onReject,
}: {
  application: Application | null;
  onOpenChange: (open: boolean) => void;
  onApprove: (a: Application) => void;
  onReject: (a: Application) => void;
}) {
  const age = a ? ageOf(a) : null;
  return (
    <Sheet open={a !== null} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        title="Application"
        description="The applicant, the card, the advisor and the style profile"
        className="sm:max-w-[32rem]"
      >
        {a ? (
          <>
            <div className="grid flex-1 content-start gap-7 overflow-y-auto p-5 sm:p-6">
              <div className="grid gap-2">
                <div className="flex flex-wrap items-center gap-2">
                  <ApplicationStatusBadge status={a.status} />
                  {a.needsParentalConsent ? <Badge variant="gold">Under 18</Badge> : null}
                  {a.refunded ? <Badge variant="outline">Refunded</Badge> : null}
                  <ReferralFlagBadge application={a} />
                </div>
                <p className="font-display text-3xl leading-tight">{applicantName(a)}</p>
                <p className="text-sm text-muted">Applied {formatDateTime(a.createdAt)}</p>
              </div>

              {a.needsParentalConsent && a.status === 'pending_review' ? (
                <div
                  role="note"
                  className="flex gap-3 rounded-[4px] border border-gold/40 bg-gold/10 p-4 text-sm leading-relaxed"
                >
                  <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold" />
                  <p>
                    The applicant is under 18: parental consent is needed by a customer-care call before
                    approval.
                  </p>
                </div>
              ) : null}

              <ReferralFlagPanel key={a.id} application={a} />

              <Section title="Applicant">
                <Row label="Email">{a.email ?? '—'}</Row>
                <Row label="Phone">{a.phone ?? '—'}</Row>
                <Row label="Verified by">{verifiedText(a)}</Row>
                <Row label="Date of birth">
                  {a.dateOfBirth ? `${formatDate(a.dateOfBirth)}${age !== null ? ` (${age})` : ''}` : '—'}
                </Row>
                <Row label="Profile">{a.profileCompleted ? 'Complete' : 'Not completed yet'}</Row>
              </Section>

              <Section title="Card">
                <Row label="Plan">{planLabel(a)}</Row>
                <Row label="Amount paid">
                  {formatRupees(a.amount)}
                  {a.refunded ? ' (refunded)' : ''}
                </Row>
                <Row label="Payment">
                  <span className="break-all font-mono text-xs">{a.orderId}</span>
                </Row>
              </Section>

              <Section title={a.salesPerson ? 'Sales person' : 'Advisor'}>
                <Row label="Name">{a.salesPerson?.name ?? a.advisorName}</Row>
                <Row label="Code">
                  <span className="font-mono text-xs tracking-wide">
                    {a.salesPerson?.referralCode ?? a.advisorCode}
                  </span>
                </Row>
                <Row label="Commission">
                  {formatRupees(a.commission)}
                  {a.commissionStatus ? (
                    <span className="text-muted"> · {commissionStatusText(a.commissionStatus)}</span>
                  ) : null}
                </Row>
              </Section>

              <Section title="Style profile">
                <Row label="Gender">{a.profile.gender ?? '—'}</Row>
                <Row label="Lives in">
                  {[a.profile.city, a.profile.state].filter(Boolean).join(', ') || '—'}
                </Row>
                <Row label="Profession">{a.profile.profession ?? '—'}</Row>
                <Row label="Styles">{list(a.profile.styles)}</Row>
                <Row label="Colours">{list(a.profile.colours)}</Row>
                <Row label="Occasions">{list(a.profile.occasions)}</Row>
                <Row label="Budget">{a.profile.budget ?? '—'}</Row>
                <Row label="Shops">{a.profile.frequency ?? '—'}</Row>
              </Section>

              {a.status !== 'pending_review' ? (
                <Section title="Decision">
                  <Row label="Decided">{a.reviewedAt ? formatDateTime(a.reviewedAt) : '—'}</Row>
                  {a.reviewNote ? <Row label="Reason">{a.reviewNote}</Row> : null}
                </Section>
              ) : null}
            </div>
            {a.status === 'pending_review' ? (
              <div className="flex flex-col-reverse gap-2 border-t border-border p-5 sm:flex-row sm:justify-end sm:px-6">
                <Button variant="outline" onClick={() => onReject(a)}>
                  Reject
                </Button>
                <Button onClick={() => onApprove(a)}>Approve</Button>
              </div>
            ) : null}
          </>
        ) : null}
      </SheetContent>
    </Sheet>
  );
}
