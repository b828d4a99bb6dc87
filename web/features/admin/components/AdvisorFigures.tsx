import { Flag } from 'lucide-react';
import type { AdminAdvisor } from '#contracts/advisor-codes';
import { Badge } from '../../../components/ui/Badge';
import { formatRupees } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { ADMIN } from '../i18n';

/** Some of the advisor's commission waits on staff's decision about flagged registrations. */
export const isHeld = (a: AdminAdvisor) => Number(a.commissionHeld) > 0;

/** The referral checks' flags (self-referral, burst): how many, and how many still wait for a decision. */
export function FlagBadge({ advisor }: { advisor: AdminAdvisor }) {
  const { t } = useTranslation(ADMIN);
  if (advisor.flaggedRegistrations === 0) return null;
  const waiting = advisor.flaggedUndecided;
  return (
    <Badge
      variant={waiting > 0 ? 'vote' : 'outline'}
      className="mt-1.5 whitespace-nowrap normal-case tracking-normal"
      title={
        waiting > 0
          ? t('advisors.heldTitle', { amount: formatRupees(advisor.commissionHeld) })
          : t('advisors.decidedTitle')
      }
    >
      <Flag aria-hidden="true" className="size-3" />
      {t('advisors.flagged', { count: advisor.flaggedRegistrations })}
      {waiting > 0 ? <span className="sr-only">{t('advisors.toDecide', { count: waiting })}</span> : null}
    </Badge>
  );
}

/** Commission by status: payable (to pay out), pending (not approved yet), paid, held (flagged). */
export function CommissionLines({ advisor }: { advisor: AdminAdvisor }) {
  const { t } = useTranslation(ADMIN);
  return (
    <dl className="grid grid-cols-[auto_auto] justify-end gap-x-3 gap-y-0.5 text-right text-xs">
      <dt className="text-muted">{t('advisors.payable')}</dt>
      <dd className="font-medium tabular-nums text-text">{formatRupees(advisor.commissionPayable)}</dd>
      <dt className="text-muted">{t('advisors.pending')}</dt>
      <dd className="tabular-nums">{formatRupees(advisor.commissionPending)}</dd>
      <dt className="text-muted">{t('advisors.paid')}</dt>
      <dd className="tabular-nums">{formatRupees(advisor.commissionPaid)}</dd>
      {isHeld(advisor) ? (
        <>
          <dt className="text-muted">{t('advisors.held')}</dt>
          <dd className="tabular-nums">{formatRupees(advisor.commissionHeld)}</dd>
        </>
      ) : null}
    </dl>
  );
}
