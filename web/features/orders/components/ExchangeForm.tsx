import { Film, ShieldCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { ORDER_RULES } from '#contracts/constants';
import { Button } from '../../../components/ui/Button';
import { Label } from '../../../components/ui/Input';
import { Textarea } from '../../../components/ui/Textarea';
import { errorMessage, errorStatus } from '../../../lib/api-client';
import { i18n, useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useRequestExchange } from '../api/exchanges';
import { ORDERS } from '../i18n';

const MB = 1024 * 1024;
const MAX_MB = Math.round(ORDER_RULES.exchangeVideoMaxBytes / MB);
const REASON_MAX = 1000;
/** What can be wrong with the report before it is sent: its words are `exchange.problem.*`. */
export type ExchangeProblem = 'reason' | 'reasonLong' | 'video' | 'type' | 'size';
/** The limit each message names (characters of the reason, megabytes of the video). */
const PROBLEM_LIMIT: Partial<Record<ExchangeProblem, number>> = { reasonLong: REASON_MAX, size: MAX_MB };

/** A problem in the language shown. */
export const exchangeProblemText = (problem: ExchangeProblem) =>
  i18n.getFixedT(null, ORDERS)(`exchange.problem.${problem}`, { max: PROBLEM_LIMIT[problem] });

const sizeText = (bytes: number) =>
  bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** What is wrong with the chosen video, checked before a byte is sent; null when it can go. */
export function videoProblem(video: File | null): ExchangeProblem | null {
  if (!video) return 'video';
  if (!(ORDER_RULES.exchangeVideoTypes as readonly string[]).includes(video.type)) return 'type';
  if (video.size > ORDER_RULES.exchangeVideoMaxBytes) return 'size';
  return null;
}

/** Report a damaged piece with the unboxing video (the Terms: exchange only, within 48 hours). */
export function ExchangeForm({
  orderNumber,
  lineId,
  productName,
  onDone,
}: {
  orderNumber: string;
  lineId: string;
  productName: string;
  onDone: () => void;
}) {
  const { t } = useTranslation(ORDERS);
  const id = useId();
  const request = useRequestExchange(orderNumber);
  const [reason, setReason] = useState('');
  const [video, setVideo] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ reason?: ExchangeProblem; video?: ExchangeProblem }>({});
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useRef<AbortController | null>(null);

  // Leaving the page (or the form) stops an upload still under way.
  useEffect(() => () => upload.current?.abort(), []);

  const chooseVideo = (file: File | null) => {
    setVideo(file);
    // Say at once when the file cannot be sent, rather than after the member has written the reason.
    setErrors((e) => ({ ...e, video: file ? (videoProblem(file) ?? undefined) : undefined }));
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    const next: { reason?: ExchangeProblem; video?: ExchangeProblem } = {
      reason: !text ? 'reason' : text.length > REASON_MAX ? 'reasonLong' : undefined,
      video: videoProblem(video) ?? undefined,
    };
    setErrors(next);
    if (next.reason || next.video || !video) return;
    const controller = new AbortController();
    upload.current = controller;
    setProgress(0);
    try {
      await request.mutateAsync({
        lineId,
        reason: text,
        video,
        signal: controller.signal,
        onProgress: setProgress,
      });
      const done = i18n.getFixedT(null, ORDERS);
      toast({
        title: done('exchange.reported'),
        description: done('exchange.reportedBody'),
        variant: 'success',
      });
      onDone();
    } catch (error) {
      if (controller.signal.aborted) return;
      const failed = i18n.getFixedT(null, ORDERS);
      toast({
        title: failed('exchange.sendError'),
        description:
          errorStatus(error) === 413
            ? exchangeProblemText('size')
            : errorStatus(error)
              ? errorMessage(error)
              : failed('exchange.uploadFailed'),
        variant: 'destructive',
      });
    } finally {
      upload.current = null;
      setProgress(null);
    }
  };

  const cancel = () => {
    upload.current?.abort();
    onDone();
  };

  const uploading = progress !== null;
  const percent = Math.round((progress ?? 0) * 100);

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('exchange.named', { name: productName })}
      className="mt-3 grid gap-5 rounded-[4px] border border-border bg-surface p-4 sm:p-5"
    >
      <p className="flex gap-3 text-sm text-muted">
        <ShieldCheck className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden="true" />
        <span>{t('exchange.policy')}</span>
      </p>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-reason`}>{t('exchange.what')}</Label>
        <Textarea
          id={`${id}-reason`}
          rows={3}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          disabled={uploading}
          placeholder={t('exchange.example')}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
          className="min-h-0 bg-background text-base leading-normal sm:text-sm"
        />
        {errors.reason ? (
          <p id={`${id}-reason-error`} className="text-sm text-danger">
            {exchangeProblemText(errors.reason)}
          </p>
        ) : null}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-video`}>{t('exchange.video', { max: MAX_MB })}</Label>
        <input
          id={`${id}-video`}
          type="file"
          accept={ORDER_RULES.exchangeVideoTypes.join(',')}
          onChange={(e) => chooseVideo(e.target.files?.[0] ?? null)}
          disabled={uploading}
          aria-invalid={errors.video ? true : undefined}
          aria-describedby={errors.video ? `${id}-video-error` : undefined}
          className="min-h-11 w-full text-sm file:mr-3 file:h-11 file:cursor-pointer file:rounded-[3px] file:border file:border-border file:bg-background file:px-4 file:text-text"
        />
        {video && !errors.video ? (
          <p className="flex items-center gap-2 text-xs text-muted">
            <Film className="size-3.5" aria-hidden="true" />
            <span className="min-w-0 truncate">{video.name}</span>
            <span className="shrink-0 tabular-nums">{sizeText(video.size)}</span>
          </p>
        ) : null}
        {errors.video ? (
          <p id={`${id}-video-error`} className="text-sm text-danger">
            {exchangeProblemText(errors.video)}
          </p>
        ) : null}
      </div>
      {uploading ? (
        <div className="grid gap-1.5">
          <div
            role="progressbar"
            aria-label={t('exchange.uploading')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-1.5 overflow-hidden rounded-full bg-border"
          >
            <div
              className="h-full bg-gold transition-[width] duration-200"
              style={{ width: `${percent}%` }}
            />
          </div>
          <p className="text-xs text-muted tabular-nums">
            {percent < 100 ? t('exchange.progress', { percent }) : t('exchange.saving')}
          </p>
        </div>
      ) : null}
      <div className="grid grid-cols-2 gap-3 sm:flex">
        <Button type="submit" disabled={uploading}>
          {t('exchange.send')}
        </Button>
        <Button type="button" variant="ghost" onClick={cancel}>
          {uploading ? t('exchange.stop') : t('exchange.cancel')}
        </Button>
      </div>
    </form>
  );
}
