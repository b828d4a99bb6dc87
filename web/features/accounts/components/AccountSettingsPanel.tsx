import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound, LogOut, MonitorSmartphone, Palette, UserRound } from 'lucide-react';
import { useId, useState } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { deviceName } from '#contracts/device';
import {
  type ChangePasswordBody,
  changePasswordBody,
  type DeviceSession,
  PASSWORD_RULES,
} from '#contracts/passwords';
import { Button } from '../../../components/ui/Button';
import { Input, Label } from '../../../components/ui/Input';
import { Spinner } from '../../../components/ui/Spinner';
import { apiJson, errorBody, errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatDateTime, formatMonthYear } from '../../../lib/format';
import { paths, profileTab } from '../../../lib/paths';
import { useAccount } from '../../../lib/session/get-account';
import { useAuthSession } from '../../../lib/session/use-auth-session';
import { toast } from '../../../lib/toast';
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
          {error}
        </p>
      ) : null}
    </div>
  );
}

function PasswordCard() {
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
      toast({ title: 'Password changed', description: done.message, variant: 'success' });
    } catch (error) {
      for (const [field, messages] of Object.entries(errorBody(error)?.fieldErrors ?? {})) {
        if (field in changePasswordBody.shape)
          setError(field as keyof ChangePasswordBody, { message: messages[0] });
      }
      toast({
        title: 'Could not change the password',
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
        <KeyRound className="size-5 text-gold" aria-hidden="true" /> Password
      </h3>
      <p className="mt-2 text-sm text-muted">
        Changing it signs you out on every other device. {PASSWORD_RULES.map((r) => r.label).join(', ')}.
      </p>
      <form onSubmit={submit} noValidate className="mt-5 grid max-w-md gap-4" aria-label="Change password">
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" className="justify-self-start" disabled={isSubmitting}>
          {isSubmitting ? <Spinner label="Changing" /> : 'Change password'}
        </Button>
      </form>
    </section>
  );
}

function DevicesCard() {
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
        title: 'Signed out everywhere else',
        description: `${r.signedOut} other device(s) signed out.`,
        variant: 'success',
      });
    },
    onError: (error) =>
      toast({ title: 'Could not sign out', description: errorMessage(error), variant: 'destructive' }),
  });
  const one = useMutation({
    mutationFn: (id: string) => apiJson('DELETE', `${SESSIONS_PATH}/${id}`),
    onSuccess: () => void refresh(),
    onError: (error) =>
      toast({ title: 'Could not sign out', description: errorMessage(error), variant: 'destructive' }),
  });
  const list = devices.data ?? [];
  return (
    <section
      aria-labelledby="settings-devices"
      className="rounded-[4px] border border-border bg-surface p-5 sm:p-7"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 id="settings-devices" className="flex items-center gap-2 text-2xl">
          <MonitorSmartphone className="size-5 text-gold" aria-hidden="true" /> Signed-in devices
        </h3>
        {list.length > 1 ? (
          <Button size="sm" variant="outline" onClick={() => others.mutate()} disabled={others.isPending}>
            <LogOut aria-hidden="true" /> Sign out everywhere else
          </Button>
        ) : null}
      </div>
      {devices.isPending ? (
        <p className="mt-4 text-sm text-muted">Loading devices…</p>
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
                  {deviceName(d.userAgent)}
                  {d.current ? <span className="ml-2 text-xs text-success">This device</span> : null}
                </p>
                <p className="text-muted">Signed in {formatDateTime(d.createdAt)}</p>
              </div>
              {d.current ? null : (
                <Button size="sm" variant="ghost" onClick={() => one.mutate(d.id)} disabled={one.isPending}>
                  Sign out
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const SETTINGS_TABS = [
  { id: 'profile', label: 'Profile' },
  { id: 'password', label: 'Password' },
  { id: 'notifications', label: 'Notifications' },
  { id: 'preferences', label: 'Preferences' },
] as const;
type SettingsTab = (typeof SETTINGS_TABS)[number]['id'];

function AccountFacts() {
  const { userId } = useAuthSession();
  const account = useAccount(userId);
  const a = account.data;
  const rows: [string, string][] = a
    ? [
        ['E-mail', a.email ?? 'Not provided'],
        ['Phone', a.phone ?? 'Not provided'],
        ['Member since', formatMonthYear(a.createdAt)],
      ]
    : [];
  return (
    <section
      aria-labelledby="settings-profile"
      className="rounded-[4px] border border-border bg-surface p-5 sm:p-7"
    >
      <h3 id="settings-profile" className="flex items-center gap-2 text-2xl">
        <UserRound aria-hidden="true" className="size-5 text-gold" /> Profile
      </h3>
      <dl className="mt-4 grid gap-x-6 sm:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label} className="border-t border-border py-3">
            <dt className="text-[0.7rem] font-medium uppercase tracking-[0.16em] text-muted">{label}</dt>
            <dd className="mt-1 break-words text-[0.95rem]">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-muted">
        Your name, birthday, city and the rest of your personal information are edited on the Overview.
      </p>
      <Button asChild variant="outline" className="mt-4">
        <Link to={paths.profile}>Edit Profile</Link>
      </Button>
    </section>
  );
}

function PreferencesPointer() {
  return (
    <section
      aria-labelledby="settings-preferences"
      className="rounded-[4px] border border-border bg-surface p-5 sm:p-7"
    >
      <h3 id="settings-preferences" className="flex items-center gap-2 text-2xl">
        <Palette aria-hidden="true" className="size-5 text-gold" /> Preferences
      </h3>
      <p className="mt-2 text-sm leading-relaxed text-muted">
        Your style, sizes and measurements, and the profiles you keep for family and friends, live in Style
        Preferences.
      </p>
      <Button asChild variant="outline" className="mt-4">
        <Link to={profileTab('preferences')}>Open Style Preferences</Link>
      </Button>
    </section>
  );
}

/**
 * Account Settings: tabs Profile, Password (the current one first; the devices signed
 * in, and signing out everywhere else), Notifications (e-mail and SMS per kind) and Preferences.
 */
export function AccountSettingsPanel() {
  const [tab, setTab] = useState<SettingsTab>('profile');
  const { userId } = useAuthSession();
  const account = useAccount(userId);
  return (
    <div className="grid gap-6">
      <div>
        <p className="eyebrow text-gold">Security</p>
        <h2 className="mt-1.5 text-3xl md:text-4xl">Account Settings</h2>
      </div>
      <div className="-mx-5 overflow-x-auto px-5">
        <div
          role="tablist"
          aria-label="Account Settings"
          className="flex min-w-max gap-6 border-b border-border"
        >
          {SETTINGS_TABS.map((t) => (
            <button
              key={t.id}
              id={`settings-tab-${t.id}`}
              type="button"
              role="tab"
              aria-selected={tab === t.id}
              aria-controls={`settings-panel-${t.id}`}
              onClick={() => setTab(t.id)}
              className={cn(
                '-mb-px min-h-12 border-b-2 text-[0.72rem] font-medium uppercase tracking-[0.18em]',
                tab === t.id ? 'border-text text-text' : 'border-transparent text-muted hover:text-text',
              )}
            >
              {t.label}
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
        {tab === 'profile' ? <AccountFacts /> : null}
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
