import { Check, ThumbsUp } from 'lucide-react';
import { Button, type ButtonProps } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { errorBody, errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { i18n, useTranslation } from '../../../lib/i18n';
import { offerInstall } from '../../../lib/pwa/install-prompt';
import { toast } from '../../../lib/toast';
import { useHasVoted, useVote } from '../api/voting';
import { useRequireSignIn } from '../hooks/use-require-sign-in';
import { CATALOG } from '../i18n';

/** Words for toasts, in the language shown when they appear. */
const tv = () => i18n.getFixedT(null, CATALOG);

/**
 * Vote to Launch. Reads Voted (or `votedLabel`) and is disabled once the
 * product is in the person's voted list (GET /api/user/voted-products); after a vote the voted list
 * and the lists (their counts) refetch.
 */
export function VoteButton({
  productId,
  productName,
  label: givenLabel,
  votedLabel: givenVotedLabel,
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
  const { t } = useTranslation(CATALOG);
  const label = givenLabel ?? t('vote.label');
  const votedLabel = givenVotedLabel ?? t('vote.voted');
  const { ensureSignedIn } = useRequireSignIn();
  const vote = useVote();
  const hasVoted = useHasVoted(productId);

  const onClick = () => {
    if (!ensureSignedIn()) return;
    vote.mutate(productId, {
      onSuccess: (result) => {
        if (result.success && !result.alreadyVoted) {
          toast({
            title: tv()('vote.success'),
            description: tv()('vote.thanks'),
            variant: 'success',
            // A vote is one of the two moments the shop offers to install itself (the other, a purchase):
            // once the thanks have been read.
            onDismiss: () => offerInstall(),
          });
        } else {
          toast({ title: tv()('vote.alreadyTitle'), description: tv()('vote.already') });
        }
      },
      onError: (error) => {
        if (errorBody(error)?.code === 'MEMBERSHIP_REQUIRED') {
          toast({
            title: tv()('vote.membersTitle'),
            description: errorMessage(error, tv()('vote.membersOnly')),
            variant: 'destructive',
          });
          return;
        }
        toast({ title: tv()('vote.error'), description: tv()('vote.later'), variant: 'destructive' });
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
      aria-label={t('vote.named', { label: hasVoted ? votedLabel : label, name: productName })}
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
