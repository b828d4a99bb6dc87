import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { LoginSession } from '#contracts/auth';
import { secondFactorLoginBody, totpCode } from '#contracts/second-factor';
import { Button } from '../../../components/ui/Button';
import { InputField } from '../../../components/ui/Field';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/api-client';
import { useSecondFactorLogin } from '../api/login';

const appCode = z.object({ code: totpCode });
const recoveryCode = secondFactorLoginBody.pick({ code: true });
type FormInput = { code: string };

/**
 * The sign-in's second step for staff with two-step sign-in on: a 6-digit code from the authenticator
 * app, or one of the recovery codes. Errors show under the field.
 */
export function SecondFactorStep({
  challenge,
  onSignedIn,
  onStartOver,
}: {
  challenge: string;
  onSignedIn: (session: LoginSession) => void;
  onStartOver: () => void;
}) {
  const [useRecovery, setUseRecovery] = useState(false);
  const signIn = useSecondFactorLogin();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<FormInput>({ resolver: zodResolver(useRecovery ? recoveryCode : appCode) });

  const onSubmit = handleSubmit((values) =>
    signIn.mutate(
      { challenge, code: values.code },
      {
        onSuccess: onSignedIn,
        onError: (error) =>
          setError('code', { type: 'server', message: errorMessage(error, 'Please try again.') }),
      },
    ),
  );
  const expired = signIn.error && /expired/i.test(errorMessage(signIn.error, ''));

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Two-step sign-in">
      <p className="text-sm text-muted">
        {useRecovery
          ? 'Enter one of the recovery codes you saved when you set up two-step sign-in. Each code works once.'
          : 'Enter the 6-digit code from your authenticator app'}
      </p>
      <InputField
        key={useRecovery ? 'recovery' : 'app'}
        label={useRecovery ? 'Recovery code' : 'Authentication code'}
        autoComplete="one-time-code"
        inputMode={useRecovery ? 'text' : 'numeric'}
        autoCapitalize="none"
        spellCheck={false}
        placeholder={useRecovery ? 'xxxxx-xxxxx' : '123456'}
        autoFocus
        error={errors.code?.message}
        {...register('code')}
      />
      <Button type="submit" size="lg" block disabled={signIn.isPending}>
        {signIn.isPending ? <Spinner label="Checking the code" /> : 'Verify'}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <button
          type="button"
          className="min-h-11 text-muted underline underline-offset-4 hover:text-text"
          onClick={() => {
            setUseRecovery((v) => !v);
            reset({ code: '' });
            signIn.reset();
          }}
        >
          {useRecovery ? 'Use your authenticator app instead' : 'Use a recovery code instead'}
        </button>
        {expired ? (
          <button
            type="button"
            className="min-h-11 text-muted underline underline-offset-4 hover:text-text"
            onClick={onStartOver}
          >
            Sign in again
          </button>
        ) : null}
      </div>
    </form>
  );
}
