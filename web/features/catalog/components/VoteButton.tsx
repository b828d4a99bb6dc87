import { Check, ThumbsUp } from 'lucide-react';
import { Button, type ButtonProps } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { errorBody, errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { offerInstall } from '../../../lib/pwa/install-prompt';
import { toast } from '../../../lib/toast';
import { useHasVoted, useVote } from '../api/voting';
import { useRequireSignIn } from '../hooks/use-require-sign-in';

const ALREADY_VOTED = {
  title: 'Already voted',
  description: 'You have already voted for this product.',
} as const;

/**
 * Vote to Launch. Reads Voted (or `votedLabel`) and is disabled once the
 * product is in the person's voted list (GET /api/user/voted-products); after a vote the voted list
 * and the lists (their counts) refetch.
 */
export function VoteButton({
  productId,
  productName,
  label = 'Vote to Launch',
  votedLabel = 'Voted',
  size = 'sm',
  variant = 'primary',
  block = true,
  disabled = false,
  className,
  labelClassName,
}: {
  productId: string;
  productName: string;
  label?: string;
  votedLabel?: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  block?: boolean;
  disabled?: boolean;
  className?: string;
  /** Classes for the visible text (a narrow card hides it; the accessible name stays). */
  labelClassName?: string;
}) {
  const { ensureSignedIn } = useRequireSignIn();
  const vote = useVote();
  const hasVoted = useHasVoted(productId);

  const onClick = () => {
    if (!ensureSignedIn()) return;
    vote.mutate(productId, {
      onSuccess: (result) => {
        if (result.success && !result.alreadyVoted) {
          toast({
            title: 'Vote successful',
            description: 'Thank you for voting for this product!',
            variant: 'success',
            // A vote is one of the two moments the shop offers to install itself (the other, a purchase):
            // once the thanks have been read.
            onDismiss: () => offerInstall(),
          });
        } else {
          toast(ALREADY_VOTED);
        }
      },
      onError: (error) => {
        if (errorBody(error)?.code === 'MEMBERSHIP_REQUIRED') {
          toast({
            title: 'Membership Required',
            description: errorMessage(error, 'Voting on limited-edition designs is for members.'),
            variant: 'destructive',
          });
          return;
        }
        toast({ title: 'Error voting', description: 'Please try again later', variant: 'destructive' });
      },
    });
  };

  return (
    <Button
      variant={hasVoted ? 'subtle' : variant}
      size={size}
      block={block}
      onClick={onClick}
      disabled={disabled || hasVoted || vote.isPending}
      aria-label={hasVoted ? `${votedLabel}: ${productName}` : `${label}: ${productName}`}
      className={cn(
        hasVoted && 'text-vote',
        !hasVoted && variant === 'primary' && 'bg-vote text-background hover:bg-vote/90',
        className,
      )}
    >
      {vote.isPending ? (
        <Spinner className="[&>span]:size-4" />
      ) : hasVoted ? (
        <Check aria-hidden="true" />
      ) : (
        <ThumbsUp aria-hidden="true" />
      )}
      <span className={labelClassName}>{hasVoted ? votedLabel : label}</span>
    </Button>
  );
}
