import { PenLine } from 'lucide-react';
import { Badge } from '../../../components/ui/Badge';
import { cn } from '../../../lib/cn';
import { SIGNATURE_LABEL } from '../lib/signature';

/** The Signature Line's label on a card and on the product page. */
export function SignatureBadge({ className }: { className?: string }) {
  return (
    <Badge variant="gold" className={cn('shadow-sm', className)}>
      <PenLine aria-hidden="true" className="size-3" />
      {SIGNATURE_LABEL}
    </Badge>
  );
}
