import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, strongPassword } from '#contracts/passwords';
import { toast } from '../../../lib/toast';

/** A new password typed twice. */
export interface PasswordValues {
  password: string;
  confirm: string;
}

/**
 * One reason a password form refuses to submit: the toast's words, and when it applies. A form lists
 * them in the order it reports them; only the first that applies is reported.
 */
export interface PasswordProblem {
  title: string;
  description: string;
  field: keyof PasswordValues;
  applies: (values: PasswordValues) => boolean;
}

/** The contract's password rule (the server's): every rule met, at most 200 characters. */
export const isWeakPassword = ({ password }: PasswordValues) => !strongPassword.safeParse(password).success;
export const isTooShort = ({ password }: PasswordValues) => password.length < PASSWORD_MIN_LENGTH;
export const isMismatch = ({ password, confirm }: PasswordValues) => password !== confirm;

/** The form's schema: two strings, reporting the first problem that applies on its field. */
export function passwordFormSchema(problems: readonly PasswordProblem[]) {
  return z.object({ password: z.string(), confirm: z.string() }).superRefine((values, ctx) => {
    const problem = problems.find((p) => p.applies(values));
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.description });
  });
}

/**
 * A new-password form (setup and reset): react-hook-form on `passwordFormSchema(problems)`; an invalid
 * submit toasts the problem. `submit(onValid)` is the form's onSubmit.
 */
export function usePasswordForm(problems: readonly PasswordProblem[]) {
  const form = useForm<PasswordValues>({
    resolver: zodResolver(passwordFormSchema(problems)),
    defaultValues: { password: '', confirm: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [password, confirm] = useWatch({ control: form.control, name: ['password', 'confirm'] });
  const onInvalid = (errors: FieldErrors<PasswordValues>) => {
    const message = errors.password?.message ?? errors.confirm?.message;
    const problem = problems.find((p) => p.description === message);
    if (problem) toast({ title: problem.title, description: problem.description, variant: 'destructive' });
  };
  return {
    ...form,
    password,
    confirm,
    /** The live mismatch note under the confirm field. */
    mismatch: confirm.length > 0 && confirm !== password,
    submit: (onValid: (values: PasswordValues) => void) => form.handleSubmit(onValid, onInvalid),
  };
}
