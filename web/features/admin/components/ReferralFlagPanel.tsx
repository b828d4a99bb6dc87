import { Flag } from 'lucide-react';
import { useState } from 'react';
import type { Application } from '#contracts/applications';
import type { Commission } from '#contracts/commissions';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useDecideCommission } from '../api/applications';
import { ADMIN } from '../i18n';

/** The referral checks' flag as a badge for the queue's rows. */
export function ReferralFlagBadge({ application: a }: { application: Application }) {
  const { t } = useTranslation(ADMIN);
  if (!a.referralFlag) return null;
  return (
    <Badge variant="vote" title={a.referralFlagDetail ?? undefined} className="normal-case tracking-normal">
      <Flag aria-hidden="true" className="size-3" />
      {t(`referral.flag.${a.referralFlag}`)}
    </Badge>
  );
}

/**
 * A flagged registration (self-referral or burst): why it was flagged, and while its commission is held,
 * Release (the commission becomes payable once approved) or Decline (reversed). Flags never block the
 * application itself.
 */
export function ReferralFlagPanel({ application: a }: { application: Application }) {
  const { t } = useTranslation(ADMIN);
  const decide = useDecideCommission();
  const [decided, setDecided] = useState<Commission | null>(null);
  if (!a.referralFlag) return null;
  const status = decided?.status ?? a.commissionStatus;
  const held = status === 'held' && a.commissionId !== null;

  const choose = async (release: boolean) => {
    if (!a.commissionId) return;
    try {
      const result = await decide.mutateAsync({ id: a.commissionId, release });
      setDecided(result);
      toast({
        title: release ? t('referral.released') : t('referral.declined'),
        description: release
          ? t('referral.releasedText', {
              name: a.advisorName,
              status: t(`referral.commission.${result.status}`),
            })
          : t('referral.declinedText', { name: a.advisorName }),
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: t('common.error'),
        description: errorMessage(error, t('referral.failed')),
        variant: 'destructive',
      });
    }
  };

  return (
    <div
      role="note"
      aria-label={t('referral.label')}
      className="grid gap-3 rounded-[4px] border border-vote/40 bg-vote/10 p-4 text-sm leading-relaxed"
    >
      <div className="flex gap-3">
        <Flag aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-vote" />
        <div className="grid gap-1">
          <p className="font-medium">{t(`referral.flag.${a.referralFlag}`)}</p>
          {a.referralFlagDetail ? <p>{a.referralFlagDetail}</p> : null}
          <p className="text-muted">
            {held
              ? t('referral.held')
              : t('referral.decidedStatus', {
                  status: status ? t(`referral.commission.${status}`) : t('referral.settled'),
                })}
          </p>
        </div>
      </div>
      {held ? (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button size="sm" variant="outline" disabled={decide.isPending} onClick={() => choose(false)}>
            {t('referral.decline')}
          </Button>
          <Button size="sm" disabled={decide.isPending} onClick={() => choose(true)}>
            {decide.isPending ? <Spinner label={t('common.saving')} /> : t('referral.release')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
