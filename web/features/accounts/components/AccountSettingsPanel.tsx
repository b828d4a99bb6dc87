import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound, LogOut, MonitorSmartphone } from 'lucide-react';
import { useId } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
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
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';

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

/** "Chrome on Android"-style words from a user agent, or a plain fallback. */
function deviceName(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Chrome\//.test(userAgent)
      ? 'Chrome'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'Browser';
  const os = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Mac OS X/.test(userAgent)
        ? 'macOS'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : 'another system';
  return `${browser} on ${os}`;
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

/** /profile Account Settings: the password (current one first) and the devices signed in. */
export function AccountSettingsPanel() {
  return (
    <div className="grid gap-6">
      <div>
        <p className="eyebrow text-gold">Security</p>
        <h2 className="mt-1.5 text-3xl md:text-4xl">Account Settings</h2>
      </div>
      <PasswordCard />
      <DevicesCard />
    </div>
  );
}
