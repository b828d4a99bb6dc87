import { Share2 } from 'lucide-react';
import { Button } from '../../../../components/ui/Button';
import { shareLink } from '../../../../lib/share';

/** Share for the boards dialog (see shareLink). */
export function ShareButton({ title, url }: { title: string; url: string }) {
  return (
    <Button
      variant="outline"
      onClick={() => void shareLink(title, url)}
      aria-label={`Share ${title}`}
      className="h-11 min-w-11 px-4"
    >
      <Share2 aria-hidden="true" />
      <span aria-hidden="true">Share</span>
    </Button>
  );
}
