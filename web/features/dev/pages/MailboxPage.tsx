import { Mail, MessageSquare, RefreshCw } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Input } from '../../../components/ui/Input';
import { Skeleton } from '../../../components/ui/Skeleton';
import { errorStatus } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useOutbox } from '../api/get-outbox';

/** /dev/mailbox: the outbox of e-mails and text messages, for development and demos (never in production). */
export function MailboxPage() {
  usePageMeta({ title: 'Mailbox', description: 'Messages the shop sent outside production.' });
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
      <p className="eyebrow text-gold">Development</p>
      <h1 id="mailbox-title" className="mt-3 text-4xl md:text-5xl">
        Mailbox
      </h1>
      <p className="mt-4 text-muted">
        E-mails and text messages the shop would have sent, newest first. Outside production they are kept
        here instead of going to a mail or SMS provider.
      </p>

      <form onSubmit={onSubmit} className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grid flex-1 gap-2 text-sm">
          <label htmlFor={inputId}>E-mail address or phone number</label>
          <Input
            id={inputId}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            placeholder="All recipients"
          />
        </div>
        <Button type="submit">Show messages</Button>
        <Button type="button" variant="outline" onClick={() => outbox.refetch()} aria-label="Refresh">
          <RefreshCw aria-hidden="true" /> Refresh
        </Button>
      </form>

      <div className="mt-10" aria-live="polite">
        {outbox.isPending ? (
          <div className="grid gap-3" role="status" aria-label="Loading messages">
            <Skeleton className="h-24" />
            <Skeleton className="h-24" />
          </div>
        ) : outbox.isError ? (
          <p className="rounded-[4px] border border-border bg-surface p-5 text-muted">
            {errorStatus(outbox.error) === 404
              ? 'The mailbox is available outside production only.'
              : 'The mailbox could not be loaded. Please try again.'}
          </p>
        ) : outbox.data.length === 0 ? (
          <p className="rounded-[4px] border border-border bg-surface p-5 text-muted">
            {to ? `No messages to ${to} yet.` : 'No messages yet.'}
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
                    <Mail className="size-4" aria-label="E-mail" />
                  ) : (
                    <MessageSquare
                      className="size-4"
                      aria-label={m.channel === 'whatsapp' ? 'WhatsApp' : 'Text message'}
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
