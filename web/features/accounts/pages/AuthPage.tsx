import { Eye, EyeOff } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { LoginSession } from '#contracts/auth';
import { loginBody } from '#contracts/auth';
import { publicGarmentUrl } from '#contracts/imagery';
import { MembershipCard } from '../../../components/MembershipCard';
import { PageTitle } from '../../../components/PageTitle';
import { Button } from '../../../components/ui/Button';
import { Input, Label } from '../../../components/ui/Input';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { rich, useTranslation } from '../../../lib/i18n';
import { formMessage } from '../../../lib/i18n/form-messages';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { isSession, useLogin } from '../api/login';
import { SecondFactorStep } from '../components/SecondFactorStep';
import { ACCOUNTS } from '../i18n';

type Mode = 'login' | 'register';

/** Register mode when the path contains /register or ?mode=register; otherwise login. */
export function authModeOf(pathname: string, search: URLSearchParams): Mode {
  const mode = search.get('mode');
  if (mode === 'register') return 'register';
  if (mode === 'login') return 'login';
  return pathname.includes('/register') ? 'register' : 'login';
}

type FieldErrors = Partial<Record<'email' | 'password', string>>;

/**
 * Where sign-in goes next: the protected page that sent the visitor here (RequireAuth passes it as
 * `state.from`, e.g. /checkout), if it is a path on this site and not the sign-in screen itself.
 */
export function returnPathOf(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !/^\/(?![/\\])/.test(from)) return null;
  return /^\/(auth|login|register)(\/|\?|$)/.test(from) ? null : from;
}

/** The guarded storefront pages (the shop's collections) whose visitors are sent here to sign in. */
const STOREFRONT_PATH = /^\/(studio|limited-edition|loops|boards|categories)(\/|\?|$)/;

/** Reached from a guarded storefront: true when the return path is one (not the profile, checkout...). */
export function cameFromStorefront(state: unknown): boolean {
  const from = returnPathOf(state);
  return from !== null && STOREFRONT_PATH.test(from);
}

/**
 * Why a visitor who followed STUDIO, LIMITED EDITION or "Explore collection" is on the sign-in form:
 * the storefronts are for members; the sign-in form below, or apply for the card.
 */
function MembersOnlyNotice({ onApply }: { onApply: () => void }) {
  const { t } = useTranslation(ACCOUNTS);
  return (
    <section
      aria-labelledby="members-only-notice"
      className="mt-8 grid gap-3 rounded-md border border-border border-l-4 border-l-gold bg-surface p-5"
    >
      <h2 id="members-only-notice" className="font-sans text-sm font-semibold uppercase tracking-[0.16em]">
        {t('auth.membersOnly.title')}
      </h2>
      <p className="text-sm text-muted">{t('auth.membersOnly.body')}</p>
      <div>
        <Button type="button" variant="outline" onClick={onApply}>
          {t('auth.membersOnly.apply')}
        </Button>
      </div>
    </section>
  );
}

function LoginForm() {
  const { t } = useTranslation(ACCOUNTS);
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  // Staff with two-step sign-in on: the password was right, a code finishes the sign-in.
  const [challenge, setChallenge] = useState<string | null>(null);
  const ids = { email: useId(), password: useId(), emailError: useId(), passwordError: useId() };

  const signedIn = (session: LoginSession) => {
    toast({ title: t('login.successTitle'), description: t('login.successDescription'), variant: 'success' });
    const staff = session.user.role === 'admin' || session.user.role === 'subadmin';
    const home = staff ? paths.admin : paths.profile;
    navigate(returnPathOf(location.state) ?? home);
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const parsed = loginBody.safeParse({ email, password });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if ((key === 'email' || key === 'password') && !next[key]) next[key] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    login.mutate(parsed.data, {
      onSuccess: (answer) => {
        if (isSession(answer)) signedIn(answer);
        else setChallenge(answer.challenge);
      },
      onError: (error) => {
        toast({
          title: t('login.failedTitle'),
          description: errorMessage(error, t('login.failedDescription')),
          variant: 'destructive',
        });
      },
    });
  };

  if (challenge) {
    return (
      <SecondFactorStep
        challenge={challenge}
        onSignedIn={signedIn}
        onStartOver={() => {
          setChallenge(null);
          setPassword('');
        }}
      />
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label={t('login.formLabel')}>
      <div className="grid gap-2">
        <Label htmlFor={ids.email}>{t('login.emailLabel')}</Label>
        <Input
          id={ids.email}
          type="text"
          name="email"
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('login.emailPlaceholder')}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? ids.emailError : undefined}
        />
        {errors.email ? (
          <p id={ids.emailError} className="text-sm text-danger">
            {formMessage(errors.email)}
          </p>
        ) : null}
      </div>
      <div className="grid gap-2">
        <div className="flex items-baseline justify-between gap-4">
          <Label htmlFor={ids.password}>{t('login.password')}</Label>
          <Link
            to={paths.forgotPassword}
            className="text-xs text-muted underline-offset-4 hover:text-text hover:underline"
          >
            {t('login.forgot')}
          </Link>
        </div>
        <div className="relative">
          <Input
            id={ids.password}
            type={showPassword ? 'text' : 'password'}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            className="pr-12"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? ids.passwordError : undefined}
          />
          <button
            type="button"
            onClick={() => setShowPassword((v) => !v)}
            aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
            aria-pressed={showPassword}
            className="absolute right-0.5 top-1/2 inline-grid size-11 -translate-y-1/2 place-items-center rounded-full text-muted transition-colors hover:text-text"
          >
            {showPassword ? (
              <EyeOff className="size-4" aria-hidden="true" />
            ) : (
              <Eye className="size-4" aria-hidden="true" />
            )}
          </button>
        </div>
        {errors.password ? (
          <p id={ids.passwordError} className="text-sm text-danger">
            {formMessage(errors.password)}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="lg" block disabled={login.isPending} className="mt-2">
        {login.isPending ? <Spinner label={t('login.signingIn')} /> : t('login.submit')}
      </Button>
    </form>
  );
}

/** The register side of the screen; the app fills it with onboarding's form (features do not import each other). */
export type RegisterSlot = () => ReactNode;

export function AuthPage({ registerForm }: { registerForm: RegisterSlot }) {
  const { t } = useTranslation(ACCOUNTS);
  const { pathname } = useLocation();
  const [search, setSearch] = useSearchParams();
  const mode = authModeOf(pathname, search);
  const fromStorefront = cameFromStorefront(useLocation().state);

  const switchTo = (next: Mode) => {
    setSearch(
      (prev) => {
        const params = new URLSearchParams(prev);
        params.set('mode', next);
        return params;
      },
      { replace: true },
    );
  };

  return (
    <section className="flex flex-1">
      <PageTitle title={mode === 'login' ? t('auth.titleLogin') : t('auth.titleRegister')} />
      <div className="grid w-full lg:grid-cols-[1fr_1.1fr]">
        <aside className="relative hidden overflow-hidden border-r border-border bg-surface-2 lg:block">
          <img
            src={publicGarmentUrl('kurta-paisley-1f3b30-d4b074-0')}
            alt=""
            width={900}
            height={1200}
            className="absolute inset-0 size-full object-cover object-[70%_center] opacity-40"
          />
          <span
            aria-hidden="true"
            className="absolute inset-0 bg-gradient-to-r from-surface-2 from-15% via-surface-2/70 to-surface-2/10"
          />
          <div className="relative flex h-full flex-col justify-between p-14">
            <p className="font-display text-3xl tracking-[0.34em]">ROSLIS</p>
            <div className="max-w-sm">
              <MembershipCard finish="premium" className="mb-10 w-72 -rotate-6" />
              <p className="font-display text-4xl italic leading-tight">{t('auth.quote')}</p>
              <p className="mt-4 text-sm text-muted">{t('auth.quoteBy')}</p>
            </div>
          </div>
        </aside>

        <div className="flex items-center justify-center px-5 py-14 md:py-20">
          <div className="w-full max-w-md">
            <h1 className="text-center text-4xl md:text-5xl">
              {mode === 'login' ? t('auth.welcomeBack') : t('auth.join')}
            </h1>
            <p className="mt-3 text-center text-sm text-muted">
              {mode === 'login' ? t('auth.subtitleLogin') : t('auth.subtitleRegister')}
            </p>

            {fromStorefront && mode === 'login' ? (
              <MembersOnlyNotice onApply={() => switchTo('register')} />
            ) : null}

            <div
              role="tablist"
              aria-label={t('auth.tabs.label')}
              className="mt-10 grid grid-cols-2 border-b border-border"
            >
              {(['login', 'register'] as const).map((m) => (
                <button
                  key={m}
                  type="button"
                  role="tab"
                  id={`auth-tab-${m}`}
                  aria-selected={mode === m}
                  aria-controls={`auth-panel-${m}`}
                  tabIndex={mode === m ? 0 : -1}
                  onClick={() => switchTo(m)}
                  onKeyDown={(e) => {
                    if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
                      const next = m === 'login' ? 'register' : 'login';
                      switchTo(next);
                      document.getElementById(`auth-tab-${next}`)?.focus();
                    }
                  }}
                  className={cn(
                    '-mb-px min-h-12 border-b-2 text-xs font-medium uppercase tracking-[0.2em] transition-colors',
                    mode === m ? 'border-gold text-text' : 'border-transparent text-muted hover:text-text',
                  )}
                >
                  {m === 'login' ? t('auth.tabs.login') : t('auth.tabs.register')}
                </button>
              ))}
            </div>

            <div
              role="tabpanel"
              id={`auth-panel-${mode}`}
              aria-labelledby={`auth-tab-${mode}`}
              className="mt-8"
            >
              {mode === 'login' ? <LoginForm /> : registerForm()}
            </div>

            {/* Register mode shows its own line, with the three policies as dialogs. */}
            {mode === 'login' ? (
              <p className="mt-10 text-center text-xs leading-relaxed text-muted">
                {rich(t('auth.agree'), {
                  terms: (
                    <Link
                      to={paths.termsAndConditions}
                      className="underline underline-offset-2 hover:text-text"
                    />
                  ),
                  privacy: (
                    <Link to={paths.privacyPolicy} className="underline underline-offset-2 hover:text-text" />
                  ),
                })}
              </p>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
