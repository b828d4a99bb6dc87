import { Button } from '../../../components/ui/Button';
import { errorMessage } from '../../../lib/api-client';

/** A product list (grid, board) that could not load: what happened and Try again. */
export function ListLoadError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => unknown;
}) {
  return (
    <div role="alert" className="grid justify-items-center gap-4 py-24 text-center">
      <p className="font-display text-3xl">{title}</p>
      <p className="text-sm text-muted">
        {errorMessage(error, 'Please check your connection and try again.')}
      </p>
      <Button variant="outline" onClick={() => onRetry()}>
        Try again
      </Button>
    </div>
  );
}
