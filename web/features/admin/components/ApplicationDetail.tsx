import { Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Application } from '#contracts/applications';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { Sheet, SheetContent } from '../../../components/ui/Sheet';
import { formatDate, formatDateTime, formatRupees } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { ADMIN } from '../i18n';
import { ApplicationStatusBadge } from './ApplicationStatusBadge';
import { ageOf, applicantName, verifiedKey } from './application-text';
import { ReferralFlagBadge, ReferralFlagPanel } from './ReferralFlagPanel';

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
  const { t } = useTranslation(ADMIN);
  const age = a ? ageOf(a) : null;
  return (
    <Sheet open={a !== null} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        title={t('applications.detail.title')}
        description={t('applications.detail.description')}
        closeLabel={t('common.close')}
        className="sm:max-w-[32rem]"
      >
        {a ? (
          <>
            <div className="grid flex-1 content-start gap-7 overflow-y-auto p-5 sm:p-6">
              <div className="grid gap-2">
                <div className="flex flex-wrap items-center gap-2">
                  <ApplicationStatusBadge status={a.status} />
                  {a.needsParentalConsent ? <Badge variant="gold">{t('applications.under18')}</Badge> : null}
                  {a.refunded ? <Badge variant="outline">{t('applications.refunded')}</Badge> : null}
                  <ReferralFlagBadge application={a} />
                </div>
                <p className="font-display text-3xl leading-tight">
                  {applicantName(a, t('applications.applicant'))}
                </p>
                <p className="text-sm text-muted">
                  {t('applications.detail.appliedAt', { when: formatDateTime(a.createdAt) })}
                </p>
              </div>

              {a.needsParentalConsent && a.status === 'pending_review' ? (
                <div
                  role="note"
                  className="flex gap-3 rounded-[4px] border border-gold/40 bg-gold/10 p-4 text-sm leading-relaxed"
                >
                  <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold" />
                  <p>{t('applications.detail.consentNote')}</p>
                </div>
              ) : null}

              <ReferralFlagPanel key={a.id} application={a} />

              <Section title={t('applications.detail.applicant')}>
                <Row label={t('applications.detail.email')}>{a.email ?? '—'}</Row>
                <Row label={t('applications.detail.phone')}>{a.phone ?? '—'}</Row>
                <Row label={t('applications.detail.verifiedBy')}>
                  {t(`applications.detail.verified.${verifiedKey(a)}`)}
                </Row>
                <Row label={t('applications.detail.dateOfBirth')}>
                  {a.dateOfBirth
                    ? age !== null
                      ? t('applications.detail.dateOfBirthAge', { date: formatDate(a.dateOfBirth), age })
                      : formatDate(a.dateOfBirth)
                    : '—'}
                </Row>
                <Row label={t('applications.detail.profile')}>
                  {a.profileCompleted
                    ? t('applications.detail.complete')
                    : t('applications.detail.notCompleted')}
                </Row>
              </Section>

              <Section title={t('applications.detail.card')}>
                <Row label={t('applications.detail.plan')}>{t(`plan.${a.plan}`)}</Row>
                <Row label={t('applications.detail.amountPaid')}>
                  {a.refunded
                    ? t('applications.detail.amountRefunded', { amount: formatRupees(a.amount) })
                    : formatRupees(a.amount)}
                </Row>
                <Row label={t('applications.detail.payment')}>
                  <span className="break-all font-mono text-xs">{a.orderId}</span>
                </Row>
              </Section>

              <Section
                title={
                  a.salesPerson ? t('applications.detail.salesPerson') : t('applications.detail.advisor')
                }
              >
                <Row label={t('applications.detail.name')}>{a.salesPerson?.name ?? a.advisorName}</Row>
                <Row label={t('applications.detail.code')}>
                  <span className="font-mono text-xs tracking-wide">
                    {a.salesPerson?.referralCode ?? a.advisorCode}
                  </span>
                </Row>
                <Row label={t('applications.detail.commission')}>
                  {formatRupees(a.commission)}
                  {a.commissionStatus ? (
                    <span className="text-muted"> · {t(`referral.commission.${a.commissionStatus}`)}</span>
                  ) : null}
                </Row>
              </Section>

              <Section title={t('applications.detail.styleProfile')}>
                <Row label={t('applications.detail.gender')}>{a.profile.gender ?? '—'}</Row>
                <Row label={t('applications.detail.livesIn')}>
                  {[a.profile.city, a.profile.state].filter(Boolean).join(', ') || '—'}
                </Row>
                <Row label={t('applications.detail.profession')}>{a.profile.profession ?? '—'}</Row>
                <Row label={t('applications.detail.styles')}>{list(a.profile.styles)}</Row>
                <Row label={t('applications.detail.colours')}>{list(a.profile.colours)}</Row>
                <Row label={t('applications.detail.occasions')}>{list(a.profile.occasions)}</Row>
                <Row label={t('applications.detail.budget')}>{a.profile.budget ?? '—'}</Row>
                <Row label={t('applications.detail.shops')}>{a.profile.frequency ?? '—'}</Row>
              </Section>

              {a.status !== 'pending_review' ? (
                <Section title={t('applications.detail.decision')}>
                  <Row label={t('applications.detail.decided')}>
                    {a.reviewedAt ? formatDateTime(a.reviewedAt) : '—'}
                  </Row>
                  {a.reviewNote ? <Row label={t('applications.detail.reason')}>{a.reviewNote}</Row> : null}
                </Section>
              ) : null}
            </div>
            {a.status === 'pending_review' ? (
              <div className="flex flex-col-reverse gap-2 border-t border-border p-5 sm:flex-row sm:justify-end sm:px-6">
                <Button variant="outline" onClick={() => onReject(a)}>
                  {t('applications.detail.reject')}
                </Button>
                <Button onClick={() => onApprove(a)}>{t('applications.detail.approve')}</Button>
              </div>
            ) : null}
          </>
        ) : null}
      </SheetContent>
    </Sheet>
  );
}
