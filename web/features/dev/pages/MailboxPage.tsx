import { Mail, MessageSquare, RefreshCw } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Input } from '../../../components/ui/Input';
import { Skeleton } from '../../../components/ui/Skeleton';
import { errorStatus } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useOutbox } from '../api/get-outbox';
import { DEV } from '../i18n';

/** /dev/mailbox: the outbox of e-mails and text messages, for development and demos (never in production). */
export function MailboxPage() {
  const { t } = useTranslation(DEV);
  usePageMeta({ title: t('metaTitle'), description: t('metaDescription') });
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const [to, setTo] = useState<string | undefined>(undefined);
  const outbox = useOutbox(to);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTo(draft.trim() || undefined);
  };

  return (
    <section className="container-page max-w-3xl py-14 md:py-20" aria-labelledby="mailbox-title">
      <p className="eyebrow text-gold">{t('eyebrow')}</p>
      <h1 id="mailbox-title" className="mt-3 text-4xl md:text-5xl">
        {t('title')}
      </h1>
      <p className="mt-4 text-muted">{t('lede')}</p>

      <form onSubmit={onSubmit} className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grid flex-1 gap-2 text-sm">
          <label htmlFor={inputId}>{t('recipient')}</label>
          <Input
            id={inputId}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            placeholder={t('all')}
          />
        </div>
        <Button type="submit">{t('show')}</Button>
        <Button type="button" variant="outline" onClick={() => outbox.refetch()} aria-label={t('refresh')}>
          <RefreshCw aria-hidden="true" /> {t('refresh')}
        </Button>
      </form>

      <div className="mt-10" aria-live="polite">
        {outbox.isPending ? (
          <div className="grid gap-3" role="status" aria-label={t('loading')}>
            <Skeleton className="h-24" />
            <Skeleton className="h-24" />
          </div>
        ) : outbox.isError ? (
          <p className="rounded-[4px] border border-border bg-surface p-5 text-muted">
            {errorStatus(outbox.error) === 404 ? t('notHere') : t('error')}
          </p>
        ) : outbox.data.length === 0 ? (
          <p className="rounded-[4px] border border-border bg-surface p-5 text-muted">
            {to ? t('emptyTo', { to }) : t('empty')}
          </p>
        ) : (
          <ol className="grid gap-4">
            {outbox.data.map((m) => (
              <li
                key={`${m.createdAt}-${m.to}-${m.subject}`}
                className="rounded-[4px] border border-border bg-surface p-5"
              >
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
                  {m.channel === 'email' ? (
                    <Mail className="size-4" aria-label={t('email')} />
                  ) : (
                    <MessageSquare
                      className="size-4"
                      aria-label={m.channel === 'whatsapp' ? t('whatsapp') : t('sms')}
                    />
                  )}
                  <span className="font-medium text-text">{m.to}</span>
                  <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
                </div>
                {m.subject ? <p className="mt-2 font-display text-xl">{m.subject}</p> : null}
                <p className="mt-2 whitespace-pre-line">{m.text}</p>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
