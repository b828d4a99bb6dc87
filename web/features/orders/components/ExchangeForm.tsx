import { useId, useState } from 'react';
import { ORDER_RULES, RETURNS_POLICY_DETAIL } from '#contracts/constants';
import { Button } from '../../../components/ui/Button';
import { Label } from '../../../components/ui/Input';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useRequestExchange } from '../api/exchanges';

const MAX_MB = Math.round(ORDER_RULES.exchangeVideoMaxBytes / (1024 * 1024));
export const EXCHANGE_MESSAGES = {
  reason: 'Please tell us what is damaged.',
  video: 'Please add your unboxing video.',
  type: 'The video must be an MP4, MOV or WebM file.',
  size: `The video is larger than ${MAX_MB} MB. Please trim it or record at a lower quality.`,
} as const;

/** Report a damaged piece with the unboxing video (the Terms: exchange only, within 48 hours). */
export function ExchangeForm({
  orderNumber,
  lineId,
  onDone,
}: {
  orderNumber: string;
  lineId: string;
  onDone: () => void;
}) {
  const id = useId();
  const request = useRequestExchange(orderNumber);
  const [reason, setReason] = useState('');
  const [video, setVideo] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ reason?: string; video?: string }>({});

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!reason.trim()) next.reason = EXCHANGE_MESSAGES.reason;
    if (!video) next.video = EXCHANGE_MESSAGES.video;
    else if (!(ORDER_RULES.exchangeVideoTypes as readonly string[]).includes(video.type))
      next.video = EXCHANGE_MESSAGES.type;
    else if (video.size > ORDER_RULES.exchangeVideoMaxBytes) next.video = EXCHANGE_MESSAGES.size;
    setErrors(next);
    if (next.reason || next.video || !video) return;
    try {
      await request.mutateAsync({ lineId, reason: reason.trim(), video });
      toast({
        title: 'Damage reported',
        description: 'We will look at your video and write to you within two working days.',
        variant: 'success',
      });
      onDone();
    } catch (error) {
      toast({
        title: 'Could not send your report',
        description: errorMessage(error),
        variant: 'destructive',
      });
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-3 grid gap-4 rounded-[4px] border border-border bg-surface p-4"
    >
      <p className="text-sm text-muted">{RETURNS_POLICY_DETAIL}</p>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-reason`}>What is damaged?</Label>
        <textarea
          id={`${id}-reason`}
          rows={3}
          value={reason}
          maxLength={1000}
          onChange={(e) => setReason(e.target.value)}
          aria-invalid={errors.reason ? true : undefined}
          className="w-full rounded-[3px] border border-border bg-background px-4 py-3 text-sm"
        />
        {errors.reason ? <p className="text-sm text-danger">{errors.reason}</p> : null}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-video`}>Unboxing video (MP4, MOV or WebM, up to {MAX_MB} MB)</Label>
        <input
          id={`${id}-video`}
          type="file"
          accept={ORDER_RULES.exchangeVideoTypes.join(',')}
          onChange={(e) => setVideo(e.target.files?.[0] ?? null)}
          aria-invalid={errors.video ? true : undefined}
          className="text-sm file:mr-3 file:h-11 file:rounded-[3px] file:border file:border-border file:bg-background file:px-4"
        />
        {errors.video ? <p className="text-sm text-danger">{errors.video}</p> : null}
      </div>
      <div className="flex gap-3">
        <Button type="submit" size="sm" disabled={request.isPending}>
          {request.isPending ? <Spinner label="Uploading" /> : 'Send report'}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
