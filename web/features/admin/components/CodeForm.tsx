import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type SecondFactorCodeBody, secondFactorCodeBody } from '#contracts/second-factor';
import { Button } from '../../../components/ui/Button';
import { InputField } from '../../../components/ui/Field';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/api-client';

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
      setError('code', { type: 'server', message: errorMessage(error, 'Please try again.') });
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-xs gap-4">
      <InputField
        label="6-digit code"
        autoComplete="one-time-code"
        inputMode="numeric"
        placeholder="123456"
        error={errors.code?.message}
        {...register('code')}
      />
      <Button type="submit" disabled={pending}>
        {pending ? <Spinner label={submitLabel} /> : submitLabel}
      </Button>
    </form>
  );
}
