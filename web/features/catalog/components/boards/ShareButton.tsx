import { Share2 } from 'lucide-react';
import { Button } from '../../../../components/ui/Button';
import { toast } from '../../../../lib/toast';

/**
 * Shares the dialog's link: the device's own share sheet when there is one, else the link is copied
 * with "Link copied to clipboard!". A cancelled share or a refused clipboard is only logged.
 */
export async function shareLink(title: string, url: string): Promise<void> {
  try {
    if (typeof navigator.share === 'function') {
      await navigator.share({ title, url });
      return;
    }
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link copied to clipboard!', variant: 'success' });
  } catch (error) {
    console.warn('Sharing the product failed', error);
  }
}

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
