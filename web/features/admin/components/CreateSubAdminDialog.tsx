import { zodResolver } from '@hookform/resolvers/zod';
import { Check, Circle } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { emailAddress } from '#contracts/onboarding';
import { PASSWORD_RULES, PASSWORD_SPECIALS } from '#contracts/passwords';
import { createSubAdminBody } from '#contracts/staff';
import { Button } from '../../../components/ui/Button';
import { ChipMultiSelect } from '../../../components/ui/ChipMultiSelect';
import { Field, Form, InputField } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { Sheet, SheetContent } from '../../../components/ui/Sheet';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { serverFieldErrors, setServerErrors } from '../../../lib/form-errors';
import { rich, useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useAdvisors } from '../api/advisors';
import { useCreateSubAdmin, useSendSubAdminCode } from '../api/subadmins';
import { ADMIN } from '../i18n';

type FormInput = z.input<typeof createSubAdminBody>;
type FormOutput = z.output<typeof createSubAdminBody>;

/** Step 1: the e-mail the code goes to. */
function EmailStep({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation(ADMIN);
  const send = useSendSubAdminCode();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = emailAddress.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      await send.mutateAsync(parsed.data);
      toast({
        title: t('subadmins.form.codeSent'),
        description: t('subadmins.form.codeSentText', { email: parsed.data }),
      });
      onSent(parsed.data);
    } catch (err) {
      setError(serverFieldErrors(err).email);
      toast({
        title: t('common.error'),
        description: errorMessage(err, t('subadmins.form.sendFailed')),
        variant: 'destructive',
      });
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-label={t('subadmins.form.emailStep')}>
      <p className="text-sm text-muted">{t('subadmins.form.step1')}</p>
      <InputField
        label={t('subadmins.form.email')}
        required
        error={error}
        type="email"
        autoComplete="off"
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit" disabled={send.isPending} className="sm:justify-self-end">
        {send.isPending ? <Spinner label={t('subadmins.form.sending')} /> : t('subadmins.form.send')}
      </Button>
    </form>
  );
}

/** The five password rules, ticked as they are met (the same rules the server checks). */
function PasswordRules({ password, id }: { password: string; id: string }) {
  const { t } = useTranslation(ADMIN);
  return (
    <ul id={id} className="grid gap-1 text-xs">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        return (
          <li key={rule.id} className={cn('flex items-center gap-2', met ? 'text-success' : 'text-muted')}>
            {met ? (
              <Check aria-hidden="true" className="size-3.5" />
            ) : (
              <Circle aria-hidden="true" className="size-3" />
            )}
            {t(`subadmins.form.rules.${rule.id}`, { specials: PASSWORD_SPECIALS })}
            <span className="sr-only">{met ? t('subadmins.form.met') : t('subadmins.form.notYet')}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** Step 2: the code, a password and the advisors the sub-admin looks after. */
function CreateStep({ email, onBack, onDone }: { email: string; onBack: () => void; onDone: () => void }) {
  const { t } = useTranslation(ADMIN);
  const create = useCreateSubAdmin();
  const resend = useSendSubAdminCode();
  const advisors = useAdvisors();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createSubAdminBody),
    defaultValues: { email, verificationCode: '', password: '', assignedAdvisors: [] },
  });
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const password = useWatch({ control, name: 'password' }) ?? '';
  const byCode = new Map((advisors.data ?? []).map((a) => [a.code, a]));
  const codes = (advisors.data ?? []).map((a) => a.code);

  const submit = handleSubmit(async (values) => {
    try {
      const created = await create.mutateAsync(values);
      toast({
        title: t('subadmins.form.created'),
        description: t('subadmins.form.createdText', {
          email: created.email,
          count: created.assignedAdvisorsCount,
        }),
        variant: 'success',
      });
      onDone();
    } catch (error) {
      setServerErrors(error, setError, (key) =>
        ['email', 'verificationCode', 'password', 'assignedAdvisors'].includes(key)
          ? (key as keyof FormInput)
          : undefined,
      );
      toast({
        title: t('common.error'),
        description: errorMessage(error, t('subadmins.form.createFailed')),
        variant: 'destructive',
      });
    }
  });

  const resendCode = async () => {
    try {
      await resend.mutateAsync(email);
      toast({ title: t('subadmins.form.codeSent'), description: t('subadmins.form.newCodeSent', { email }) });
    } catch (error) {
      toast({
        title: t('common.error'),
        description: errorMessage(error, t('subadmins.form.sendFailed')),
        variant: 'destructive',
      });
    }
  };

  return (
    <Form form={form} onSubmit={submit} className="grid gap-5" aria-label={t('subadmins.form.createStep')}>
      <div className="rounded-[3px] bg-surface-2 p-3 text-sm">
        <p>
          {rich(t('subadmins.form.step2', { email }), {
            email: <strong className="font-medium" />,
          })}
        </p>
        <div className="mt-1 flex flex-wrap gap-x-4">
          <Button type="button" variant="link" onClick={onBack}>
            {t('subadmins.form.changeEmail')}
          </Button>
          <Button type="button" variant="link" onClick={resendCode} disabled={resend.isPending}>
            {t('subadmins.form.resend')}
          </Button>
        </div>
      </div>
      {errors.email?.message ? (
        <p role="alert" className="text-sm text-danger">
          {errors.email.message}
        </p>
      ) : null}
      <Field
        name="verificationCode"
        label={t('subadmins.form.code')}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        className="max-w-[12rem] font-mono tracking-[0.4em]"
      />
      <Field name="password" label={t('subadmins.form.password')} required>
        {(input) => (
          <>
            <Input
              {...input}
              type="password"
              autoComplete="new-password"
              aria-describedby={[input['aria-describedby'], `${input.id}-rules`].filter(Boolean).join(' ')}
            />
            <PasswordRules password={password} id={`${input.id}-rules`} />
          </>
        )}
      </Field>
      {advisors.isPending ? (
        <Spinner label={t('subadmins.form.loadingAdvisors')} className="text-sm text-muted" />
      ) : codes.length === 0 ? (
        <p className="text-sm text-muted">{t('subadmins.form.noAdvisors')}</p>
      ) : (
        <Controller
          control={control}
          name="assignedAdvisors"
          render={({ field }) => (
            <ChipMultiSelect
              label={t('subadmins.form.advisors')}
              hint={t('subadmins.form.advisorsHint')}
              options={codes}
              value={(field.value ?? []).map((id) => advisors.data?.find((a) => a.id === id)?.code ?? '')}
              onChange={(next) => field.onChange(next.map((code) => byCode.get(code)!.id))}
              error={errors.assignedAdvisors?.message}
            />
          )}
        />
      )}
      <Button type="submit" disabled={create.isPending} className="sm:justify-self-end">
        {create.isPending ? <Spinner label={t('subadmins.form.creating')} /> : t('subadmins.form.submit')}
      </Button>
    </Form>
  );
}

/** Two-step creation: send an e-mail code, then create with it. */
export function CreateSubAdminDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation(ADMIN);
  const [email, setEmail] = useState<string | null>(null);
  const close = (next: boolean) => {
    if (!next) setEmail(null);
    onOpenChange(next);
  };
  return (
    <Sheet open={open} onOpenChange={close}>
      <SheetContent
        side="center"
        title={t('subadmins.form.title')}
        description={t('subadmins.form.description')}
        closeLabel={t('common.close')}
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
      >
        <div className="p-5 sm:p-6">
          {email ? (
            <CreateStep email={email} onBack={() => setEmail(null)} onDone={() => close(false)} />
          ) : (
            <EmailStep onSent={setEmail} />
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
