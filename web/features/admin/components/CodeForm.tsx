import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type SecondFactorCodeBody, secondFactorCodeBody } from '#contracts/second-factor';
import { Button } from '../../../components/ui/Button';
import { InputField } from '../../../components/ui/Field';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { ADMIN } from '../i18n';

/** A 6-digit code from the authenticator app; the server's refusal shows under the field. */
export function CodeForm({
  submitLabel,
  pending,
  onCode,
}: {
  submitLabel: string;
  pending: boolean;
  onCode: (code: string) => Promise<unknown>;
}) {
  const { t } = useTranslation(ADMIN);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SecondFactorCodeBody, unknown, { code: string }>({
    resolver: zodResolver(secondFactorCodeBody),
  });
  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      await onCode(code);
    } catch (error) {
      setError('code', { type: 'server', message: errorMessage(error, t('security.tryAgain')) });
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-xs gap-4">
      <InputField
        label={t('security.code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        placeholder={t('security.codeExample')}
        error={errors.code?.message}
        {...register('code')}
      />
      <Button type="submit" disabled={pending}>
        {pending ? <Spinner label={submitLabel} /> : submitLabel}
      </Button>
    </form>
  );
}
