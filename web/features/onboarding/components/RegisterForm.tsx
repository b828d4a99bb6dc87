import { zodResolver } from '@hookform/resolvers/zod';
import { Mail, Smartphone } from 'lucide-react';
import { type FormEvent, useEffect, useId } from 'react';
import { Controller, type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import type { TierId } from '#contracts/membership';
import {
  type ContactMethod,
  PHONE_MESSAGE,
  parseContact,
  sendVerificationFields,
} from '#contracts/onboarding';
import { Button } from '../../../components/ui/Button';
import { Input, Label } from '../../../components/ui/Input';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage, errorStatus } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n';
import { formMessage } from '../../../lib/i18n/form-messages';
import { paths } from '../../../lib/paths';
import { useSiteInfo } from '../../../lib/site-info';
import { toast } from '../../../lib/toast';
import { isReferralCodeError, useSendVerification } from '../api/send-verification';
import { ONBOARDING } from '../i18n';
import { DEFAULT_DIAL_ISO, dialCodeByIso } from '../lib/dial-codes';
import { storePlan, storeRegistrationContact } from '../lib/registration-storage';
import { DialCodeSelect } from './DialCodeSelect';
import { PolicyAgreement } from './PolicyDialogs';

/** The phone keeps only digits, at most 15, and needs at least 6. */
export const PHONE_MIN_DIGITS = 6;
export const PHONE_MAX_DIGITS = 15;

/** Plans a share link may preselect for the payment step (`?plan=`). */
const LINK_PLANS: readonly TierId[] = ['basic', 'premium', 'gold'];

const METHODS: readonly { value: ContactMethod; icon: typeof Mail }[] = [
  { value: 'email', icon: Mail },
  { value: 'phone', icon: Smartphone },
];

/** The Fashion Advisor Code as typed: no spaces, upper case. */
export function normaliseAdvisorCode(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** Digits only, at most 15; a pasted '+<dial code>…' loses its dial code. */
export function phoneDigits(raw: string, dialCode: string): string {
  let digits = raw.replace(/\D/g, '');
  const dialDigits = dialCode.replace(/\D/g, '');
  if (raw.trim().startsWith('+') && digits.startsWith(dialDigits)) digits = digits.slice(dialDigits.length);
  return digits.slice(0, PHONE_MAX_DIGITS);
}

/**
 * The register form: the contract's contact method and Fashion Advisor Code, with the contact typed as an
 * e-mail or as dial code plus digits. Checks run in the order a person fixes them and stop at the first
 * problem (one message at a time); the output is the send-verification payload, contact normalised.
 */
const referralCodeRule = sendVerificationFields.shape.referralCode.unwrap();
const registerFormSchema = sendVerificationFields
  .pick({ contactMethod: true })
  .extend({ email: z.string(), dialIso: z.string(), phone: z.string(), referralCode: z.string() })
  .transform((v, ctx) => {
    const field = v.contactMethod === 'email' ? 'email' : 'phone';
    const fail = (path: string, message: string) => {
      ctx.addIssue({ code: 'custom', path: [path], message });
      return z.NEVER;
    };
    if (field === 'email' ? v.email.trim() === '' : v.phone === '') {
      return fail(
        field,
        v.contactMethod === 'email' ? 'Please enter your email.' : 'Please enter your phone.',
      );
    }
    const advisor = referralCodeRule.safeParse(v.referralCode);
    if (!advisor.success) return fail('referralCode', advisor.error.issues[0]!.message);
    if (field === 'phone' && (v.phone.length < PHONE_MIN_DIGITS || v.phone.length > PHONE_MAX_DIGITS)) {
      return fail('phone', PHONE_MESSAGE);
    }
    const raw = field === 'email' ? v.email : `${dialCodeByIso(v.dialIso).code}${v.phone}`;
    const parsed = parseContact(v.contactMethod, raw);
    if (!parsed.success) return fail(field, parsed.message);
    return { contactMethod: v.contactMethod, contact: parsed.contact, referralCode: advisor.data };
  });
type RegisterFormInput = z.input<typeof registerFormSchema>;
type RegisterFormOutput = z.output<typeof registerFormSchema>;

/**
 * The register side of the auth screen: contact by e-mail or phone plus the Fashion Advisor
 * Code; checks the contact is new, sends a 6-digit code and goes to /register/verify.
 */
export function RegisterForm() {
  const { t } = useTranslation(ONBOARDING);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const advisorParam = search.get('advisor');
  const planParam = search.get('plan');

  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    formState: { errors, isSubmitting: busy },
  } = useForm<RegisterFormInput, unknown, RegisterFormOutput>({
    resolver: zodResolver(registerFormSchema),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    defaultValues: {
      contactMethod: 'email',
      email: '',
      dialIso: DEFAULT_DIAL_ISO,
      phone: '',
      referralCode: normaliseAdvisorCode(advisorParam ?? ''),
    },
  });
  const [method, email, dialIso, phone, advisorCode] = useWatch({
    control,
    name: ['contactMethod', 'email', 'dialIso', 'phone', 'referralCode'],
  });
  const sendVerification = useSendVerification();
  // PHONE_SIGNUP=false on the server: e-mail only, no choice shown.
  const phoneOffered = useSiteInfo().data?.phoneSignup !== false;
  useEffect(() => {
    if (!phoneOffered && method === 'phone') setValue('contactMethod', 'email');
  }, [phoneOffered, method, setValue]);
  const uid = useId();
  const ids = {
    email: `${uid}email`,
    phone: `${uid}phone`,
    dial: `${uid}dial`,
    phoneHint: `${uid}phone-hint`,
    contactError: `${uid}contact-error`,
    advisor: `${uid}advisor`,
    advisorHint: `${uid}advisor-hint`,
    advisorError: `${uid}advisor-error`,
  };

  // A share link (/register?advisor=CODE) fills the code; one that arrives later replaces it.
  useEffect(() => {
    if (advisorParam) setValue('referralCode', normaliseAdvisorCode(advisorParam));
  }, [advisorParam, setValue]);

  // /register?plan=gold: the payment step preselects the plan.
  useEffect(() => {
    if (planParam && (LINK_PLANS as readonly string[]).includes(planParam)) storePlan(planParam as TierId);
  }, [planParam]);

  const dial = dialCodeByIso(dialIso);
  const contactFilled = method === 'email' ? email.trim() !== '' : phone !== '';
  const canSubmit = contactFilled && advisorCode !== '' && !busy;

  const onInvalid = (invalid: FieldErrors<RegisterFormInput>) => {
    const advisor = invalid.referralCode?.message;
    if (advisor) {
      toast({
        title: t('register.advisorRequiredTitle'),
        description: formMessage(advisor),
        variant: 'destructive',
      });
      return;
    }
    const description = formMessage(invalid.email?.message ?? invalid.phone?.message);
    if (!description) return;
    const title = !contactFilled
      ? t('register.contactRequiredTitle')
      : method === 'email'
        ? t('register.invalidEmailTitle')
        : t('register.invalidPhoneTitle');
    toast({ title, description, variant: 'destructive' });
  };

  const onValid = async ({ contactMethod, contact, referralCode }: RegisterFormOutput) => {
    try {
      // Whether the address already has an account is told after its code is verified (the verify
      // step), never here: this form answers the same for every address.
      await sendVerification.mutateAsync({ contactMethod, contact, referralCode });
      storeRegistrationContact({ method: contactMethod, value: contact, referralCode });
      toast({
        title: t('register.sentTitle'),
        description: t('register.sentTo', { contact }),
        variant: 'success',
      });
      navigate(paths.registerVerify);
    } catch (error) {
      if (isReferralCodeError(error)) {
        const description = errorMessage(error, t('register.advisorInvalid'));
        setError('referralCode', { type: 'server', message: description });
        toast({ title: t('register.advisorInvalidTitle'), description, variant: 'destructive' });
      } else if (errorStatus(error) === 429) {
        toast({
          title: t('register.errorTitle'),
          description: errorMessage(error, t('register.sendFailed')),
          variant: 'destructive',
        });
      } else {
        toast({
          title: t('register.errorTitle'),
          description: t('register.sendFailed'),
          variant: 'destructive',
        });
      }
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    return handleSubmit(onValid, onInvalid)(event);
  };

  const contactMessage = formMessage(method === 'email' ? errors.email?.message : errors.phone?.message);
  const contactInvalid = contactMessage ? true : undefined;
  const contactError = contactMessage ? (
    <p id={ids.contactError} className="text-sm text-danger">
      {contactMessage}
    </p>
  ) : null;

  return (
    <>
      <form
        noValidate
        onSubmit={onSubmit}
        className="grid gap-6"
        aria-label={t('register.formLabel')}
        aria-busy={busy}
      >
        {phoneOffered && (
          <fieldset className="grid gap-2">
            <legend className="mb-2 block text-[0.7rem] font-medium uppercase tracking-[0.16em] text-muted">
              {t('register.verifyWith')}
            </legend>
            <div className="grid grid-cols-2 gap-1 rounded-[4px] border border-border bg-surface p-1">
              {METHODS.map(({ value, icon: Icon }) => (
                <label
                  key={value}
                  className={cn(
                    'relative flex min-h-11 items-center justify-center gap-2 rounded-[3px] text-xs font-medium uppercase tracking-[0.16em] transition-colors',
                    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                    method === value
                      ? 'bg-accent text-accent-foreground shadow-sm'
                      : 'cursor-pointer text-muted hover:bg-text/[0.04] hover:text-text',
                  )}
                >
                  <input
                    type="radio"
                    value={value}
                    {...register('contactMethod', { onChange: () => clearErrors(['email', 'phone']) })}
                    className="sr-only"
                  />
                  <Icon aria-hidden="true" className="size-4" />
                  {t(`register.method.${value}`)}
                </label>
              ))}
            </div>
          </fieldset>
        )}

        {method === 'email' ? (
          <div className="grid gap-2">
            <Label htmlFor={ids.email}>{t('register.email')}</Label>
            <Input
              id={ids.email}
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder={t('register.emailPlaceholder')}
              required
              {...register('email', { onChange: () => clearErrors('email') })}
              aria-invalid={contactInvalid}
              aria-describedby={contactMessage ? ids.contactError : undefined}
            />
            {contactError}
          </div>
        ) : (
          <div className="grid gap-2">
            <Label htmlFor={ids.phone}>{t('register.phone')}</Label>
            <div className="flex gap-2">
              <Controller
                control={control}
                name="dialIso"
                render={({ field }) => (
                  <DialCodeSelect
                    id={ids.dial}
                    value={field.value}
                    onChange={field.onChange}
                    aria-label={t('register.countryCode')}
                  />
                )}
              />
              <Controller
                control={control}
                name="phone"
                render={({ field }) => (
                  <Input
                    id={ids.phone}
                    type="tel"
                    name={field.name}
                    ref={field.ref}
                    onBlur={field.onBlur}
                    autoComplete="tel-national"
                    inputMode="numeric"
                    placeholder="98470 00000"
                    required
                    value={field.value}
                    onChange={(e) => {
                      field.onChange(phoneDigits(e.target.value, dial.code));
                      clearErrors('phone');
                    }}
                    className="min-w-0 tabular-nums"
                    aria-invalid={contactInvalid}
                    aria-describedby={contactMessage ? `${ids.contactError} ${ids.phoneHint}` : ids.phoneHint}
                  />
                )}
              />
            </div>
            {contactError}
            <p id={ids.phoneHint} className="text-xs text-muted">
              {phone.length >= PHONE_MIN_DIGITS
                ? t('register.phoneHintReady', { number: `${dial.code} ${phone}` })
                : t('register.phoneHint')}
            </p>
          </div>
        )}

        <div className="grid gap-2">
          <Label htmlFor={ids.advisor}>
            {t('register.advisor')}{' '}
            <span aria-hidden="true" className="text-gold">
              *
            </span>
          </Label>
          <Controller
            control={control}
            name="referralCode"
            render={({ field }) => (
              <Input
                id={ids.advisor}
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                placeholder={t('register.advisorPlaceholder')}
                maxLength={40}
                required
                value={field.value}
                onChange={(e) => {
                  field.onChange(normaliseAdvisorCode(e.target.value));
                  clearErrors('referralCode');
                }}
                className="font-medium tracking-[0.08em] placeholder:font-normal placeholder:tracking-normal"
                aria-invalid={errors.referralCode ? true : undefined}
                aria-describedby={
                  errors.referralCode ? `${ids.advisorError} ${ids.advisorHint}` : ids.advisorHint
                }
              />
            )}
          />
          {errors.referralCode ? (
            <p id={ids.advisorError} className="text-sm text-danger">
              {formMessage(errors.referralCode.message)}
            </p>
          ) : null}
          <p id={ids.advisorHint} className="text-xs text-muted">
            {t('register.advisorHint')}
          </p>
        </div>

        <Button type="submit" size="lg" block disabled={!canSubmit} className="mt-1">
          {busy ? <Spinner label={t('register.sending')} /> : t('register.submit')}
        </Button>
      </form>
      <PolicyAgreement className="mt-8" />
    </>
  );
}
