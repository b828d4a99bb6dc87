import { LIMITS } from '#contracts/constants';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n';
import { CATALOG } from '../i18n';

/** Votes over threshold (100 when missing), rounded, capped at 100. */
export function votePercent(voteCount: number, voteThreshold: number | null | undefined): number {
  const threshold = voteThreshold && voteThreshold > 0 ? voteThreshold : LIMITS.defaultVoteThreshold;
  return Math.min(100, Math.round((Math.max(0, voteCount) / threshold) * 100));
}

/** The vote-progress bar with "N of M votes" and the percentage. */
export function VoteProgress({
  voteCount,
  voteThreshold,
  label,
  compact = false,
  className,
}: {
  voteCount: number;
  voteThreshold: number | null | undefined;
  label?: string;
  compact?: boolean;
  className?: string;
}) {
  const { t } = useTranslation(CATALOG);
  const pct = votePercent(voteCount, voteThreshold);
  const threshold = voteThreshold && voteThreshold > 0 ? voteThreshold : LIMITS.defaultVoteThreshold;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <div
        role="progressbar"
        aria-label={label ?? t('vote.progressDefault')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        aria-valuetext={t('vote.valueText', {
          percent: pct,
          count: voteCount,
          votes: t('vote.votes', { count: threshold }),
        })}
        className="h-1 overflow-hidden rounded-full bg-text/10"
      >
        <div
          className="h-full rounded-full bg-vote transition-[width] duration-500"
          style={{ width: `${pct}%` }}
        />
      </div>
      {compact ? null : (
        <p className="flex justify-between gap-2 text-xs text-muted tabular-nums">
          <span>{t('vote.of', { count: voteCount, votes: t('vote.votes', { count: threshold }) })}</span>
          <span className="font-medium text-vote">{pct}%</span>
        </p>
      )}
    </div>
  );
}
