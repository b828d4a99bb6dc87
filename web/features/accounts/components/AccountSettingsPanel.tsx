import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound, Languages, LogOut, MonitorSmartphone, Palette, UserRound } from 'lucide-react';
import { useId, useState } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { deviceParts } from '#contracts/device';
import { LOCALE_NAMES } from '#contracts/locale';
import {
  type ChangePasswordBody,
  changePasswordBody,
  type DeviceSession,
  PASSWORD_RULES,
  PASSWORD_SPECIALS,
} from '#contracts/passwords';
import { LanguageChoice } from '../../../components/LanguageChoice';
import { Button } from '../../../components/ui/Button';
import { Input, Label } from '../../../components/ui/Input';
import { Spinner } from '../../../components/ui/Spinner';
import { apiJson, errorBody, errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatDateTime, formatMonthYear } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { formMessage } from '../../../lib/i18n/form-messages';
import { useLanguage } from '../../../lib/i18n/use-language';
import { paths, profileTab } from '../../../lib/paths';
import { useAccount } from '../../../lib/session/get-account';
import { useAuthSession } from '../../../lib/session/use-auth-session';
import { toast } from '../../../lib/toast';
import { ACCOUNTS } from '../i18n';
import { NotificationsCard } from './NotificationsCard';

const SESSIONS_PATH = '/api/auth/sessions';

type Output = z.output<typeof changePasswordBody>;

function PasswordInput({
  label,
  error,
  autoComplete,
  ...field
}: { label: string; error?: string; autoComplete: string } & UseFormRegisterReturn) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="password"
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...field}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {formMessage(error)}
        </p>
      ) : null}
    </div>
  );
}

function PasswordCard() {
  const { t, i18n } = useTranslation(ACCOUNTS);
  const client = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordBody, unknown, Output>({
    resolver: zodResolver(changePasswordBody),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      const done = await apiJson<{ message: string }>('POST', '/api/auth/change-password', values);
      reset();
      void client.invalidateQueries({ queryKey: [SESSIONS_PATH] });
      toast({
        title: t('settings.password.changedTitle'),
        description: i18n.language === 'en' ? done.message : t('settings.password.changedDescription'),
        variant: 'success',
      });
    } catch (error) {
      for (const [field, messages] of Object.entries(errorBody(error)?.fieldErrors ?? {})) {
        if (field in changePasswordBody.shape)
          setError(field as keyof ChangePasswordBody, { message: messages[0] });
      }
      toast({
        title: t('settings.password.failedTitle'),
        description: errorMessage(error),
        variant: 'destructive',
      });
    }
  });
  return (
    <section
      aria-labelledby="settings-password"
      className="rounded-[4px] border border-border bg-surface p-5 sm:p-7"
    >
      <h3 id="settings-password" className="flex items-center gap-2 text-2xl">
        <KeyRound className="size-5 text-gold" aria-hidden="true" /> {t('settings.password.title')}
      </h3>
      <p className="mt-2 text-sm text-muted">
        {t('settings.password.intro', {
          rules: PASSWORD_RULES.map((r) => t(`settings.rules.${r.id}`, { specials: PASSWORD_SPECIALS })).join(
            ', ',
          ),
        })}
      </p>
      <form
        onSubmit={submit}
        noValidate
        className="mt-5 grid max-w-md gap-4"
        aria-label={t('settings.password.formLabel')}
      >
        <PasswordInput
          label={t('settings.password.current')}
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <PasswordInput
          label={t('settings.password.new')}
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <PasswordInput
          label={t('settings.password.confirm')}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" className="justify-self-start" disabled={isSubmitting}>
          {isSubmitting ? <Spinner label={t('settings.password.changing')} /> : t('settings.password.submit')}
        </Button>
      </form>
    </section>
  );
}

function DevicesCard() {
  const { t } = useTranslation(ACCOUNTS);
  const client = useQueryClient();
  const devices = useQuery({
    queryKey: [SESSIONS_PATH] as const,
    queryFn: ({ signal }) => apiJson<DeviceSession[]>('GET', SESSIONS_PATH, undefined, { signal }),
  });
  const refresh = () => client.invalidateQueries({ queryKey: [SESSIONS_PATH] });
  const others = useMutation({
    mutationFn: () => apiJson<{ signedOut: number }>('POST', `${SESSIONS_PATH}/sign-out-others`),
    onSuccess: (r) => {
      void refresh();
      toast({
        title: t('settings.devices.othersTitle'),
        description: t('settings.devices.othersDescription', { count: r.signedOut }),
        variant: 'success',
      });
    },
    onError: (error) =>
      toast({
        title: t('settings.devices.failed'),
        description: errorMessage(error),
        variant: 'destructive',
      }),
  });
  const one = useMutation({
    mutationFn: (id: string) => apiJson('DELETE', `${SESSIONS_PATH}/${id}`),
    onSuccess: () => void refresh(),
    onError: (error) =>
      toast({
        title: t('settings.devices.failed'),
        description: errorMessage(error),
        variant: 'destructive',
      }),
  });
  const list = devices.data ?? [];
  const deviceLabel = (userAgent: string | null) => {
    const parts = deviceParts(userAgent);
    if (!parts) return t('settings.devices.unknown');
    return t('settings.devices.name', {
      browser: parts.browser ?? t('settings.devices.someBrowser'),
      os: parts.os ?? t('settings.devices.someSystem'),
    });
  };
  return (
    <section
      aria-labelledby="settings-devices"
      className="rounded-[4px] border border-border bg-surface p-5 sm:p-7"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 id="settings-devices" className="flex items-center gap-2 text-2xl">
          <MonitorSmartphone className="size-5 text-gold" aria-hidden="true" /> {t('settings.devices.title')}
        </h3>
        {list.length > 1 ? (
          <Button size="sm" variant="outline" onClick={() => others.mutate()} disabled={others.isPending}>
            <LogOut aria-hidden="true" /> {t('settings.devices.signOutOthers')}
          </Button>
        ) : null}
      </div>
      {devices.isPending ? (
        <p className="mt-4 text-sm text-muted">{t('settings.devices.loading')}</p>
      ) : devices.isError ? (
        <p className="mt-4 text-sm text-muted">{errorMessage(devices.error)}</p>
      ) : (
        <ul className="mt-4">
          {list.map((d) => (
            <li
              key={d.id}
              className="flex flex-wrap items-center justify-between gap-3 border-t border-border py-3.5"
            >
              <div className="text-sm">
                <p className="font-medium">
                  {deviceLabel(d.userAgent)}
                  {d.current ? (
                    <span className="ml-2 text-xs text-success">{t('settings.devices.thisDevice')}</span>
                  ) : null}
                </p>
                <p className="text-muted">
                  {t('settings.devices.signedIn', { date: formatDateTime(d.createdAt) })}
                </p>
              </div>
              {d.current ? null : (
                <Button size="sm" variant="ghost" onClick={() => one.mutate(d.id)} disabled={one.isPending}>
                  {t('settings.devices.signOut')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const SETTINGS_TABS = ['profile', 'password', 'notifications', 'preferences'] as const;
type SettingsTab = (typeof SETTINGS_TABS)[number];

function AccountFacts() {
  const { t } = useTranslation(ACCOUNTS);
  const { userId } = useAuthSession();
  const account = useAccount(userId);
  const a = account.data;
  const none = t('settings.profile.notProvided');
  const rows: [string, string][] = a
    ? [
        [t('settings.profile.email'), a.email ?? none],
        [t('settings.profile.phone'), a.phone ?? none],
        [t('settings.profile.memberSince'), formatMonthYear(a.createdAt)],
      ]
    : [];
  return (
    <section
      aria-labelledby="settings-profile"
      className="rounded-[4px] border border-border bg-surface p-5 sm:p-7"
    >
      <h3 id="settings-profile" className="flex items-center gap-2 text-2xl">
        <UserRound aria-hidden="true" className="size-5 text-gold" /> {t('settings.profile.title')}
      </h3>
      <dl className="mt-4 grid gap-x-6 sm:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label} className="border-t border-border py-3">
            <dt className="text-[0.7rem] font-medium uppercase tracking-[0.16em] text-muted">{label}</dt>
            <dd className="mt-1 break-words text-[0.95rem]">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-muted">{t('settings.profile.note')}</p>
      <Button asChild variant="outline" className="mt-4">
        <Link to={paths.profile}>{t('settings.profile.edit')}</Link>
      </Button>
    </section>
  );
}

/**
 * Language: the shop on her devices (those without a choice of their own) and her e-mails, SMS and
 * pushes. The page changes at once; the account keeps it (a failed save says so, the page stays).
 */
function LanguageCard() {
  const { t, i18n } = useTranslation(ACCOUNTS);
  const { language, choose } = useLanguage();
  const [saving, setSaving] = useState(false);
  const onChange = async (next: typeof language) => {
    setSaving(true);
    // The toasts speak the language just chosen (this render's t is the one before it).
    const t = i18n.getFixedT(next, 'accounts');
    try {
      await choose(next);
      toast({
        title: t('settings.language.savedTitle'),
        description: t('settings.language.savedDescription', { language: LOCALE_NAMES[next] }),
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: t('settings.language.failedTitle'),
        description: errorMessage(error),
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  };
  return (
    <section
      aria-labelledby="settings-language"
      className="rounded-[4px] border border-border bg-surface p-5 sm:p-7"
    >
      <h3 id="settings-language" className="flex items-center gap-2 text-2xl">
        <Languages aria-hidden="true" className="size-5 text-gold" /> {t('settings.language.title')}
      </h3>
      <p className="mt-2 text-sm leading-relaxed text-muted">{t('settings.language.intro')}</p>
      <LanguageChoice
        className="mt-4"
        legendClassName="sr-only"
        name="settings-language"
        value={language}
        disabled={saving}
        onChange={(next) => void onChange(next)}
      />
    </section>
  );
}

function PreferencesPointer() {
  const { t } = useTranslation(ACCOUNTS);
  return (
    <section
      aria-labelledby="settings-preferences"
      className="rounded-[4px] border border-border bg-surface p-5 sm:p-7"
    >
      <h3 id="settings-preferences" className="flex items-center gap-2 text-2xl">
        <Palette aria-hidden="true" className="size-5 text-gold" /> {t('settings.preferences.title')}
      </h3>
      <p className="mt-2 text-sm leading-relaxed text-muted">{t('settings.preferences.body')}</p>
      <Button asChild variant="outline" className="mt-4">
        <Link to={profileTab('preferences')}>{t('settings.preferences.open')}</Link>
      </Button>
    </section>
  );
}

/**
 * Account Settings: tabs Profile, Password (the current one first; the devices signed
 * in, and signing out everywhere else), Notifications (e-mail and SMS per kind) and Preferences.
 */
export function AccountSettingsPanel() {
  const { t } = useTranslation(ACCOUNTS);
  const [tab, setTab] = useState<SettingsTab>('profile');
  const { userId } = useAuthSession();
  const account = useAccount(userId);
  return (
    <div className="grid gap-6">
      <div>
        <p className="eyebrow text-gold">{t('settings.eyebrow')}</p>
        <h2 className="mt-1.5 text-3xl md:text-4xl">{t('settings.title')}</h2>
      </div>
      <div className="-mx-5 overflow-x-auto px-5">
        <div
          role="tablist"
          aria-label={t('settings.title')}
          className="flex min-w-max gap-6 border-b border-border"
        >
          {SETTINGS_TABS.map((id) => (
            <button
              key={id}
              id={`settings-tab-${id}`}
              type="button"
              role="tab"
              aria-selected={tab === id}
              aria-controls={`settings-panel-${id}`}
              onClick={() => setTab(id)}
              className={cn(
                '-mb-px min-h-12 border-b-2 text-[0.72rem] font-medium uppercase tracking-[0.18em]',
                tab === id ? 'border-text text-text' : 'border-transparent text-muted hover:text-text',
              )}
            >
              {t(`settings.tabs.${id}`)}
            </button>
          ))}
        </div>
      </div>
      <div
        role="tabpanel"
        id={`settings-panel-${tab}`}
        aria-labelledby={`settings-tab-${tab}`}
        className="grid gap-6"
      >
        {tab === 'profile' ? (
          <>
            <AccountFacts />
            <LanguageCard />
          </>
        ) : null}
        {tab === 'password' ? (
          <>
            <PasswordCard />
            <DevicesCard />
          </>
        ) : null}
        {tab === 'notifications' ? <NotificationsCard hasPhone={Boolean(account.data?.phone)} /> : null}
        {tab === 'preferences' ? <PreferencesPointer /> : null}
      </div>
    </div>
  );
}
