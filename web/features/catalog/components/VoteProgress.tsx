import { LIMITS } from '#contracts/constants';
import { votesText } from '#contracts/votes';
import { cn } from '../../../lib/cn';

/** Votes over threshold (100 when missing), rounded, capped at 100. */
export function votePercent(voteCount: number, voteThreshold: number | null | undefined): number {
  const threshold = voteThreshold && voteThreshold > 0 ? voteThreshold : LIMITS.defaultVoteThreshold;
  return Math.min(100, Math.round((Math.max(0, voteCount) / threshold) * 100));
}

/** The vote-progress bar with "N of M votes" and the percentage. */
export function VoteProgress({
  voteCount,
  voteThreshold,
  label = 'Vote progress',
  compact = false,
  className,
}: {
  voteCount: number;
  voteThreshold: number | null | undefined;
  label?: string;
  compact?: boolean;
  className?: string;
}) {
  const pct = votePercent(voteCount, voteThreshold);
  const threshold = voteThreshold && voteThreshold > 0 ? voteThreshold : LIMITS.defaultVoteThreshold;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        aria-valuetext={`${pct}%, ${voteCount} of ${votesText(threshold)}`}
        className="h-1 overflow-hidden rounded-full bg-text/10"
      >
        <div
          className="h-full rounded-full bg-vote transition-[width] duration-500"
          style={{ width: `${pct}%` }}
        />
      </div>
      {compact ? null : (
        <p className="flex justify-between gap-2 text-xs text-muted tabular-nums">
          <span>
            {voteCount} of {votesText(threshold)}
          </span>
          <span className="font-medium text-vote">{pct}%</span>
        </p>
      )}
    </div>
  );
}
