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
import { useTranslation } from '../../../lib/i18n';
import { formMessage } from '../../../lib/i18n/form-messages';
import { useSecondFactorLogin } from '../api/login';
import { ACCOUNTS } from '../i18n';

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
  const { t } = useTranslation([ACCOUNTS, 'common']);
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
          setError('code', { type: 'server', message: errorMessage(error, t('common:errors.tryAgain')) }),
      },
    ),
  );
  const expired = signIn.error && /expired/i.test(errorMessage(signIn.error, ''));

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label={t('secondFactor.formLabel')}>
      <p className="text-sm text-muted">
        {useRecovery ? t('secondFactor.recoveryIntro') : t('secondFactor.appIntro')}
      </p>
      <InputField
        key={useRecovery ? 'recovery' : 'app'}
        label={useRecovery ? t('secondFactor.recoveryLabel') : t('secondFactor.appLabel')}
        autoComplete="one-time-code"
        inputMode={useRecovery ? 'text' : 'numeric'}
        autoCapitalize="none"
        spellCheck={false}
        placeholder={useRecovery ? t('secondFactor.recoveryPlaceholder') : t('secondFactor.appPlaceholder')}
        autoFocus
        error={formMessage(errors.code?.message)}
        {...register('code')}
      />
      <Button type="submit" size="lg" block disabled={signIn.isPending}>
        {signIn.isPending ? <Spinner label={t('secondFactor.checking')} /> : t('secondFactor.verify')}
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
          {useRecovery ? t('secondFactor.useApp') : t('secondFactor.useRecovery')}
        </button>
        {expired ? (
          <button
            type="button"
            className="min-h-11 text-muted underline underline-offset-4 hover:text-text"
            onClick={onStartOver}
          >
            {t('secondFactor.signInAgain')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
