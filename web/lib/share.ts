import { toast } from './toast';

/**
 * Share a link (loops viewer, boards dialog): the device's own share sheet where there is one, else the
 * link is copied and `copied` is said ("Link copied to clipboard!", in the language shown). A cancelled
 * share or a refused clipboard is only logged.
 */
export async function shareLink(title: string, url: string, copied: string): Promise<void> {
  try {
    if (typeof navigator.share === 'function') {
      await navigator.share({ title, url });
      return;
    }
    await navigator.clipboard.writeText(url);
    toast({ title: copied, variant: 'success' });
  } catch (error) {
    console.warn('Sharing failed', error);
  }
}
