import { Skeleton } from '../../../components/ui/Skeleton';
import { cn } from '../../../lib/cn';

/**
 * A product's description, which only the full product has (GET /api/products/{slug}): two skeleton
 * lines while it loads (a card opened from a list shows at once), nothing when there is none.
 */
export function FullDescription({
  text,
  pending,
  className,
  lineClassName = 'h-4',
}: {
  text: string | undefined;
  pending: boolean;
  className: string;
  lineClassName?: string;
}) {
  if (text) return <p className={className}>{text}</p>;
  if (!pending) return null;
  return (
    <div aria-hidden="true" data-testid="description-skeleton" className="grid gap-2.5 py-1">
      <Skeleton className={cn(lineClassName, 'w-full')} />
      <Skeleton className={cn(lineClassName, 'w-3/5')} />
    </div>
  );
}
