import { Skeleton } from '../../../../components/ui/Skeleton';
import { cn } from '../../../../lib/cn';

/** A tile's shape while the board loads. */
export function BoardTileSkeleton({ aspectClassName }: { aspectClassName: string }) {
  return (
    <div aria-hidden="true" className="grid gap-3 pb-1">
      <Skeleton className={cn('rounded-[4px]', aspectClassName)} />
      <Skeleton className="h-5 w-3/4" />
      <Skeleton className="h-4 w-1/3" />
      <Skeleton className="h-11 opacity-70" />
    </div>
  );
}
