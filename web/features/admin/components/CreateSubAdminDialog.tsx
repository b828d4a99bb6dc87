import { zodResolver } from '@hookform/resolvers/zod';
import { Check, Circle } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { emailAddress } from '#contracts/onboarding';
import { PASSWORD_RULES } from '#contracts/passwords';
import { createSubAdminBody, STAFF_MESSAGES } from '#contracts/staff';
import { Button } from '../../../components/ui/Button';
import { ChipMultiSelect } from '../../../components/ui/ChipMultiSelect';
import { Field, Form, InputField } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { Sheet, SheetContent } from '../../../components/ui/Sheet';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { serverFieldErrors, setServerErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useAdvisors } from '../api/advisors';
import { useCreateSubAdmin, useSendSubAdminCode } from '../api/subadmins';

type FormInput = z.input<typeof createSubAdminBody>;
type FormOutput = z.output<typeof createSubAdminBody>;

/** Step 1: the e-mail the code goes to. */
function EmailStep({ onSent }: { onSent: (email: string) => void }) {
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
      toast({ title: STAFF_MESSAGES.codeSent, description: `A 6-digit code went to ${parsed.data}.` });
      onSent(parsed.data);
    } catch (err) {
      setError(serverFieldErrors(err).email);
      toast({
        title: 'Error',
        description: errorMessage(err, STAFF_MESSAGES.sendFailed),
        variant: 'destructive',
      });
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-label="Verify the sub-admin's e-mail">
      <p className="text-sm text-muted">
        Step 1 of 2. We e-mail a 6-digit code to the new sub-admin. Ask them for it, then set their password.
      </p>
      <InputField
        label="Email"
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
        {send.isPending ? <Spinner label="Sending" /> : 'Send Verification Code'}
      </Button>
    </form>
  );
}

/** The five password rules, ticked as they are met (the same rules the server checks). */
function PasswordRules({ password, id }: { password: string; id: string }) {
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
            {rule.label}
            <span className="sr-only">{met ? ' (met)' : ' (not yet)'}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** Step 2: the code, a password and the advisors the sub-admin looks after. */
function CreateStep({ email, onBack, onDone }: { email: string; onBack: () => void; onDone: () => void }) {
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
        title: STAFF_MESSAGES.created,
        description: `${created.email} can sign in now, with ${created.assignedAdvisorsCount} advisor(s).`,
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
        title: 'Error',
        description: errorMessage(error, STAFF_MESSAGES.createFailed),
        variant: 'destructive',
      });
    }
  });

  const resendCode = async () => {
    try {
      await resend.mutateAsync(email);
      toast({ title: STAFF_MESSAGES.codeSent, description: `A new code went to ${email}.` });
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, STAFF_MESSAGES.sendFailed),
        variant: 'destructive',
      });
    }
  };

  return (
    <Form form={form} onSubmit={submit} className="grid gap-5" aria-label="Create the sub-admin">
      <div className="rounded-[3px] bg-surface-2 p-3 text-sm">
        <p>
          Step 2 of 2. Code sent to <strong className="font-medium">{email}</strong>.
        </p>
        <div className="mt-1 flex flex-wrap gap-x-4">
          <Button type="button" variant="link" onClick={onBack}>
            Change e-mail
          </Button>
          <Button type="button" variant="link" onClick={resendCode} disabled={resend.isPending}>
            Resend code
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
        label="Verification code"
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        className="max-w-[12rem] font-mono tracking-[0.4em]"
      />
      <Field name="password" label="Password" required>
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
        <Spinner label="Loading advisors" className="text-sm text-muted" />
      ) : codes.length === 0 ? (
        <p className="text-sm text-muted">No advisor codes yet: you can assign advisors later.</p>
      ) : (
        <Controller
          control={control}
          name="assignedAdvisors"
          render={({ field }) => (
            <ChipMultiSelect
              label="Assigned advisors"
              hint="The advisors this sub-admin sees and manages. One already assigned elsewhere moves to them."
              options={codes}
              value={(field.value ?? []).map((id) => advisors.data?.find((a) => a.id === id)?.code ?? '')}
              onChange={(next) => field.onChange(next.map((code) => byCode.get(code)!.id))}
              error={errors.assignedAdvisors?.message}
            />
          )}
        />
      )}
      <Button type="submit" disabled={create.isPending} className="sm:justify-self-end">
        {create.isPending ? <Spinner label="Creating" /> : 'Create Sub Admin'}
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
  const [email, setEmail] = useState<string | null>(null);
  const close = (next: boolean) => {
    if (!next) setEmail(null);
    onOpenChange(next);
  };
  return (
    <Sheet open={open} onOpenChange={close}>
      <SheetContent
        side="center"
        title="Create Sub Admin"
        description="Verify the new sub-admin's e-mail, then set their password and advisors"
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
