import { Check } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n';
import { ONBOARDING } from '../i18n';

export const REGISTRATION_STEPS = [
  { id: 'verify' },
  { id: 'payment' },
  { id: 'password' },
  { id: 'profile' },
] as const;

export type RegistrationStep = (typeof REGISTRATION_STEPS)[number]['id'];

/**
 * Where the applicant is in the registration flow: Verify · Payment · Password · Profile. Four equal
 * columns (a numbered dot over its label, joined by a line), so it fits a 320 px screen.
 */
export function RegistrationSteps({ current, className }: { current: RegistrationStep; className?: string }) {
  const { t } = useTranslation(ONBOARDING);
  const currentIndex = REGISTRATION_STEPS.findIndex((s) => s.id === current);
  return (
    <nav aria-label={t('steps.label')} className={cn('mx-auto w-full max-w-md', className)}>
      <ol className="grid grid-cols-4">
        {REGISTRATION_STEPS.map((step, index) => {
          const done = index < currentIndex;
          const here = index === currentIndex;
          return (
            <li
              key={step.id}
              aria-current={here ? 'step' : undefined}
              className={cn(
                'relative flex flex-col items-center gap-2 text-center text-[0.62rem] font-medium uppercase tracking-[0.14em] sm:text-[0.68rem]',
                here ? 'text-text' : done ? 'text-gold' : 'text-muted',
              )}
            >
              {index > 0 ? (
                <span
                  aria-hidden="true"
                  className={cn(
                    'absolute left-[calc(-50%+1rem)] right-[calc(50%+1rem)] top-3 h-px',
                    index <= currentIndex ? 'bg-gold' : 'bg-border',
                  )}
                />
              ) : null}
              <span
                aria-hidden="true"
                className={cn(
                  'inline-grid size-6 place-items-center rounded-full border text-[0.68rem] tracking-normal tabular-nums transition-colors',
                  here && 'border-gold bg-gold text-gold-foreground',
                  done && 'border-gold text-gold',
                  !here && !done && 'border-border bg-background',
                )}
              >
                {done ? <Check className="size-3.5" strokeWidth={2.5} /> : index + 1}
              </span>
              <span>
                {t(`steps.${step.id}`)}
                {done ? <span className="sr-only"> {t('steps.done')}</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
