import { Mail, Smartphone } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { TierId } from '#contracts/membership';
import { type ContactMethod, parseContact } from '#contracts/onboarding';
import { Button } from '../../../components/ui/Button';
import { Input, Label } from '../../../components/ui/Input';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage, errorStatus } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useCheckExisting } from '../api/check-existing';
import { isReferralCodeError, useSendVerification } from '../api/send-verification';
import { DEFAULT_DIAL_ISO, dialCodeByIso } from '../lib/dial-codes';
import { storePlan, storeRegistrationContact } from '../lib/registration-storage';
import { DialCodeSelect } from './DialCodeSelect';
import { PolicyAgreement } from './PolicyDialogs';

/** Spec 2 section 5: the phone keeps only digits, at most 15, and needs at least 6. */
export const PHONE_MIN_DIGITS = 6;
export const PHONE_MAX_DIGITS = 15;

/** Plans a share link may preselect for the payment step (`?plan=`). */
const LINK_PLANS: readonly TierId[] = ['basic', 'premium', 'gold'];

const METHODS: readonly { value: ContactMethod; label: string; icon: typeof Mail }[] = [
  { value: 'email', label: 'Email', icon: Mail },
  { value: 'phone', label: 'Phone', icon: Smartphone },
];

const SEND_FAILED = 'Failed to send verification. Please try again.';
const ADVISOR_INVALID =
  'This Fashion Advisor Code is not valid. Please check it with your Fashion Advisor and try again.';

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

type FieldErrors = Partial<Record<'contact' | 'advisor', string>>;

/**
 * The register side of the auth screen (spec 2): contact by e-mail or phone plus the Fashion Advisor
 * Code; checks the contact is new, sends a 6-digit code and goes to /register/verify.
 */
export function RegisterForm({ onExistingAccount }: { onExistingAccount: () => void }) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const advisorParam = search.get('advisor');
  const planParam = search.get('plan');

  const [method, setMethod] = useState<ContactMethod>('email');
  const [email, setEmail] = useState('');
  const [dialIso, setDialIso] = useState(DEFAULT_DIAL_ISO);
  const [phone, setPhone] = useState('');
  const [advisorCode, setAdvisorCode] = useState(() => normaliseAdvisorCode(advisorParam ?? ''));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const checkExisting = useCheckExisting();
  const sendVerification = useSendVerification();
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
    if (advisorParam) setAdvisorCode(normaliseAdvisorCode(advisorParam));
  }, [advisorParam]);

  // /register?plan=gold: the payment step preselects the plan.
  useEffect(() => {
    if (planParam && (LINK_PLANS as readonly string[]).includes(planParam)) storePlan(planParam as TierId);
  }, [planParam]);

  const dial = dialCodeByIso(dialIso);
  const contactFilled = method === 'email' ? email.trim() !== '' : phone !== '';
  const canSubmit = contactFilled && advisorCode !== '' && !busy;

  const fail = (field: keyof FieldErrors, title: string, description: string) => {
    setErrors({ [field]: description });
    toast({ title, description, variant: 'destructive' });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!contactFilled) {
      fail('contact', 'Contact Required', `Please enter your ${method}.`);
      return;
    }
    if (!advisorCode) {
      fail('advisor', 'Fashion Advisor Code Required', 'Please enter your Fashion Advisor Code to continue.');
      return;
    }
    if (method === 'phone' && (phone.length < PHONE_MIN_DIGITS || phone.length > PHONE_MAX_DIGITS)) {
      fail('contact', 'Invalid Phone Number', 'Please enter a valid phone number (6-15 digits).');
      return;
    }
    const parsed = parseContact(method, method === 'email' ? email : `${dial.code}${phone}`);
    if (!parsed.success) {
      fail('contact', method === 'email' ? 'Invalid Email' : 'Invalid Phone Number', parsed.message);
      return;
    }
    const contact = parsed.contact;
    setErrors({});
    setBusy(true);
    try {
      const { exists } = await checkExisting.mutateAsync(
        method === 'email' ? { email: contact } : { phone: contact },
      );
      if (exists) {
        toast({
          title: 'Account Already Exists',
          description: 'You already have an account. Please login to upgrade your membership.',
        });
        onExistingAccount();
        return;
      }
      await sendVerification.mutateAsync({ contactMethod: method, contact, referralCode: advisorCode });
      storeRegistrationContact({ method, value: contact, referralCode: advisorCode });
      toast({
        title: 'Verification sent',
        description: `We sent a 6-digit code to ${contact}.`,
        variant: 'success',
      });
      navigate(paths.registerVerify);
    } catch (error) {
      if (isReferralCodeError(error)) {
        fail('advisor', 'Invalid Fashion Advisor Code', errorMessage(error, ADVISOR_INVALID));
      } else if (errorStatus(error) === 429) {
        toast({ title: 'Error', description: errorMessage(error, SEND_FAILED), variant: 'destructive' });
      } else {
        toast({ title: 'Error', description: SEND_FAILED, variant: 'destructive' });
      }
    } finally {
      setBusy(false);
    }
  };

  const contactInvalid = errors.contact ? true : undefined;
  const contactError = errors.contact ? (
    <p id={ids.contactError} className="text-sm text-danger">
      {errors.contact}
    </p>
  ) : null;

  return (
    <>
      <form
        noValidate
        onSubmit={onSubmit}
        className="grid gap-6"
        aria-label="Apply for membership"
        aria-busy={busy}
      >
        <fieldset className="grid gap-2">
          <legend className="mb-2 block text-[0.7rem] font-medium uppercase tracking-[0.16em] text-muted">
            Verify with
          </legend>
          <div className="grid grid-cols-2 gap-1 rounded-[4px] border border-border bg-surface p-1">
            {METHODS.map(({ value, label, icon: Icon }) => (
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
                  name="contactMethod"
                  value={value}
                  checked={method === value}
                  onChange={() => {
                    setMethod(value);
                    setErrors((prev) => ({ ...prev, contact: undefined }));
                  }}
                  className="sr-only"
                />
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </label>
            ))}
          </div>
        </fieldset>

        {method === 'email' ? (
          <div className="grid gap-2">
            <Label htmlFor={ids.email}>Email address</Label>
            <Input
              id={ids.email}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              placeholder="you@example.com"
              required
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                if (errors.contact) setErrors((prev) => ({ ...prev, contact: undefined }));
              }}
              aria-invalid={contactInvalid}
              aria-describedby={errors.contact ? ids.contactError : undefined}
            />
            {contactError}
          </div>
        ) : (
          <div className="grid gap-2">
            <Label htmlFor={ids.phone}>Phone number</Label>
            <div className="flex gap-2">
              <DialCodeSelect id={ids.dial} value={dialIso} onChange={setDialIso} aria-label="Country code" />
              <Input
                id={ids.phone}
                type="tel"
                name="phone"
                autoComplete="tel-national"
                inputMode="numeric"
                placeholder="98470 00000"
                required
                value={phone}
                onChange={(e) => {
                  setPhone(phoneDigits(e.target.value, dial.code));
                  if (errors.contact) setErrors((prev) => ({ ...prev, contact: undefined }));
                }}
                className="min-w-0 tabular-nums"
                aria-invalid={contactInvalid}
                aria-describedby={errors.contact ? `${ids.contactError} ${ids.phoneHint}` : ids.phoneHint}
              />
            </div>
            {contactError}
            <p id={ids.phoneHint} className="text-xs text-muted">
              {phone.length >= PHONE_MIN_DIGITS
                ? `We will text your code to ${dial.code} ${phone}.`
                : 'Digits only, without the country code.'}
            </p>
          </div>
        )}

        <div className="grid gap-2">
          <Label htmlFor={ids.advisor}>
            Fashion Advisor Code{' '}
            <span aria-hidden="true" className="text-gold">
              *
            </span>
          </Label>
          <Input
            id={ids.advisor}
            name="referralCode"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="Code from your Fashion Advisor"
            maxLength={40}
            required
            value={advisorCode}
            onChange={(e) => {
              setAdvisorCode(normaliseAdvisorCode(e.target.value));
              if (errors.advisor) setErrors((prev) => ({ ...prev, advisor: undefined }));
            }}
            className="font-medium tracking-[0.08em] placeholder:font-normal placeholder:tracking-normal"
            aria-invalid={errors.advisor ? true : undefined}
            aria-describedby={errors.advisor ? `${ids.advisorError} ${ids.advisorHint}` : ids.advisorHint}
          />
          {errors.advisor ? (
            <p id={ids.advisorError} className="text-sm text-danger">
              {errors.advisor}
            </p>
          ) : null}
          <p id={ids.advisorHint} className="text-xs text-muted">
            Membership is by referral. Your Fashion Advisor gives you this code.
          </p>
        </div>

        <Button type="submit" size="lg" block disabled={!canSubmit} className="mt-1">
          {busy ? <Spinner label="Sending code" /> : 'Send Verification Code'}
        </Button>
      </form>
      <PolicyAgreement className="mt-8" />
    </>
  );
}
