import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { NOTIFICATION_KINDS } from '#contracts/constants';
import { type NotificationChoicesBody, notificationChoices } from '#contracts/notifications';
import { Button } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { Spinner } from '../../../components/ui/Spinner';
import { Switch } from '../../../components/ui/Switch';
import { apiJson, errorMessage } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { PushError, pushSupported, subscribeThisBrowser } from '../../../lib/push';
import { toast } from '../../../lib/toast';
import { ACCOUNTS } from '../i18n';

const PATH = '/api/user/notifications';

/**
 * Notifications (Account Settings): e-mail, SMS, push and WhatsApp for each kind of message, saved to the
 * account and honoured when the shop writes (receipts for money and security messages always go).
 * Turning Push on asks the browser's permission and subscribes this device first.
 */
export function NotificationsCard({ hasPhone }: { hasPhone: boolean }) {
  const { t } = useTranslation(ACCOUNTS);
  const client = useQueryClient();
  const choices = useQuery({
    queryKey: [PATH] as const,
    queryFn: ({ signal }) => apiJson<NotificationChoicesBody>('GET', PATH, undefined, { signal }),
  });

  return (
    <section
      aria-labelledby="settings-notifications"
      className="rounded-[4px] border border-border bg-surface p-5 sm:p-7"
    >
      <h3 id="settings-notifications" className="flex items-center gap-2 text-2xl">
        <BellRing aria-hidden="true" className="size-5 text-gold" /> {t('notifications.title')}
      </h3>
      <p className="mt-1 text-sm text-muted">{t('notifications.intro')}</p>
      {choices.isPending ? (
        <div className="mt-5 grid gap-3">
          {NOTIFICATION_KINDS.map((k) => (
            <Skeleton key={k} className="h-16 w-full" />
          ))}
        </div>
      ) : choices.isError ? (
        <p role="alert" className="mt-5 text-danger">
          {errorMessage(choices.error)}
        </p>
      ) : (
        <ChoicesForm
          initial={choices.data}
          hasPhone={hasPhone}
          onSaved={(saved) => client.setQueryData([PATH], saved)}
        />
      )}
    </section>
  );
}

function ChoicesForm({
  initial,
  hasPhone,
  onSaved,
}: {
  initial: NotificationChoicesBody;
  hasPhone: boolean;
  onSaved: (saved: NotificationChoicesBody) => void;
}) {
  const { t } = useTranslation(ACCOUNTS);
  const form = useForm<NotificationChoicesBody>({
    resolver: zodResolver(notificationChoices),
    defaultValues: initial,
  });
  const canPush = pushSupported();
  const [subscribing, setSubscribing] = useState(false);
  const [subscribed, setSubscribed] = useState(false);
  const [pushProblem, setPushProblem] = useState<string | null>(null);

  /** Push on: this device subscribes first (once per visit); off needs nothing from the browser. */
  async function turnPush(on: boolean, onChange: (value: boolean) => void) {
    if (!on || subscribed) return onChange(on);
    setSubscribing(true);
    setPushProblem(null);
    try {
      await subscribeThisBrowser();
      setSubscribed(true);
      onChange(true);
    } catch (error) {
      setPushProblem(error instanceof PushError ? error.message : errorMessage(error));
    } finally {
      setSubscribing(false);
    }
  }
  const save = useMutation({
    mutationFn: (body: NotificationChoicesBody) => apiJson<NotificationChoicesBody>('PUT', PATH, body),
    onSuccess: (saved) => {
      onSaved(saved);
      form.reset(saved);
      toast({
        title: t('notifications.savedTitle'),
        description: t('notifications.saved'),
        variant: 'success',
      });
    },
    onError: (error) =>
      toast({
        title: t('notifications.saveFailed'),
        description: errorMessage(error),
        variant: 'destructive',
      }),
  });

  return (
    <form onSubmit={form.handleSubmit((body) => save.mutate(body))} className="mt-5 grid gap-2" noValidate>
      <ul className="divide-y divide-border border-y border-border">
        {NOTIFICATION_KINDS.map((kind) => (
          <li key={kind} className="grid gap-2 py-4 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-6">
            <div>
              <p className="font-medium">{t(`notifications.kinds.${kind}.label`)}</p>
              <p className="text-xs leading-relaxed text-muted">{t(`notifications.kinds.${kind}.hint`)}</p>
            </div>
            <fieldset
              aria-label={t(`notifications.kinds.${kind}.label`)}
              className="m-0 flex flex-wrap gap-x-6 gap-y-2 border-0 p-0"
            >
              <Controller
                control={form.control}
                name={`${kind}.email`}
                render={({ field }) => (
                  <Switch
                    label={t('notifications.email')}
                    checked={field.value}
                    onCheckedChange={field.onChange}
                    className="min-w-28"
                  />
                )}
              />
              <Controller
                control={form.control}
                name={`${kind}.sms`}
                render={({ field }) => (
                  <Switch
                    label={t('notifications.sms')}
                    checked={field.value}
                    onCheckedChange={field.onChange}
                    disabled={!hasPhone && !field.value}
                    className="min-w-24"
                  />
                )}
              />
              <Controller
                control={form.control}
                name={`${kind}.push`}
                render={({ field }) => (
                  <Switch
                    label={t('notifications.push')}
                    checked={field.value}
                    onCheckedChange={(on) => void turnPush(on, field.onChange)}
                    disabled={subscribing || (!canPush && !field.value)}
                    className="min-w-24"
                  />
                )}
              />
              <Controller
                control={form.control}
                name={`${kind}.whatsapp`}
                render={({ field }) => (
                  <Switch
                    label={t('notifications.whatsapp')}
                    checked={field.value}
                    onCheckedChange={field.onChange}
                    disabled={!hasPhone && !field.value}
                    className="min-w-32"
                  />
                )}
              />
            </fieldset>
          </li>
        ))}
      </ul>
      {hasPhone ? null : <p className="text-xs text-muted">{t('notifications.noPhone')}</p>}
      {canPush ? null : <p className="text-xs text-muted">{t('notifications.pushUnavailable')}</p>}
      {pushProblem ? (
        <p role="alert" className="text-xs text-danger">
          {pushProblem}
        </p>
      ) : null}
      <Button
        type="submit"
        className="mt-3 justify-self-start"
        disabled={save.isPending || !form.formState.isDirty}
      >
        {save.isPending ? <Spinner label={t('notifications.saving')} /> : t('notifications.save')}
      </Button>
    </form>
  );
}
