import { Flag } from 'lucide-react';
import { useState } from 'react';
import type { Application } from '#contracts/applications';
import { type Commission, REFERRAL_FLAG_LABELS } from '#contracts/commissions';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDecideCommission } from '../api/applications';

/** The referral checks' flag as a badge for the queue's rows. */
export function ReferralFlagBadge({ application: a }: { application: Application }) {
  if (!a.referralFlag) return null;
  return (
    <Badge variant="vote" title={a.referralFlagDetail ?? undefined} className="normal-case tracking-normal">
      <Flag aria-hidden="true" className="size-3" />
      {REFERRAL_FLAG_LABELS[a.referralFlag]}
    </Badge>
  );
}

const COMMISSION_STATUS_WORDS: Record<Commission['status'], string> = {
  pending: 'pending approval',
  payable: 'payable',
  paid: 'paid out',
  held: 'held for a decision',
  reversed: 'reversed',
};

export const commissionStatusText = (status: Commission['status'] | null) =>
  status ? COMMISSION_STATUS_WORDS[status] : null;

/**
 * A flagged registration (self-referral or burst): why it was flagged, and while its commission is held,
 * Release (the commission becomes payable once approved) or Decline (reversed). Flags never block the
 * application itself.
 */
export function ReferralFlagPanel({ application: a }: { application: Application }) {
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
        title: release ? 'Commission released' : 'Commission declined',
        description: release
          ? `${a.advisorName}'s commission is ${commissionStatusText(result.status)}.`
          : `${a.advisorName} earns nothing on this registration.`,
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'The decision could not be saved. Please try again.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <div
      role="note"
      aria-label="Referral check"
      className="grid gap-3 rounded-[4px] border border-vote/40 bg-vote/10 p-4 text-sm leading-relaxed"
    >
      <div className="flex gap-3">
        <Flag aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-vote" />
        <div className="grid gap-1">
          <p className="font-medium">{REFERRAL_FLAG_LABELS[a.referralFlag]}</p>
          {a.referralFlagDetail ? <p>{a.referralFlagDetail}</p> : null}
          <p className="text-muted">
            {held
              ? "The advisor's commission is held until you decide. The application itself is reviewed as usual."
              : `Decided: the commission is ${commissionStatusText(status) ?? 'settled'}.`}
          </p>
        </div>
      </div>
      {held ? (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button size="sm" variant="outline" disabled={decide.isPending} onClick={() => choose(false)}>
            Decline commission
          </Button>
          <Button size="sm" disabled={decide.isPending} onClick={() => choose(true)}>
            {decide.isPending ? <Spinner label="Saving" /> : 'Release commission'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
