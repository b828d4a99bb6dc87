import { Check } from 'lucide-react';
import { cn } from '../../../../lib/cn';
import { useTranslation } from '../../../../lib/i18n';
import { ONBOARDING } from '../../i18n';
import { WIZARD_STEPS, type WizardStep } from './profile-form';

/** "Step n of 3" with the three step names; the current one is marked with aria-current="step". */
export function WizardProgress({ step }: { step: WizardStep }) {
  const { t } = useTranslation(ONBOARDING);
  const total = WIZARD_STEPS.length;
  return (
    <nav aria-label={t('wizard.progressLabel')} className="grid gap-5">
      <p className="eyebrow text-gold">{t('wizard.stepOf', { step, total })}</p>
      <div className="h-px w-full bg-border" aria-hidden="true">
        <div
          className="h-px bg-gold transition-[width] duration-500 ease-out"
          style={{ width: `${(step / total) * 100}%` }}
        />
      </div>
      <ol className="grid grid-cols-3 gap-3">
        {WIZARD_STEPS.map((s) => {
          const done = s.step < step;
          const current = s.step === step;
          return (
            <li
              key={s.step}
              aria-current={current ? 'step' : undefined}
              className="flex flex-col items-start gap-2 sm:flex-row sm:items-center sm:gap-3"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'grid size-8 shrink-0 place-items-center rounded-full border text-xs font-medium tabular-nums transition-colors',
                  current && 'border-gold bg-gold text-gold-foreground',
                  done && 'border-gold text-gold',
                  !current && !done && 'border-border text-muted',
                )}
              >
                {done ? <Check className="size-4" /> : s.step}
              </span>
              <span
                className={cn(
                  'text-[0.68rem] font-medium uppercase leading-snug tracking-[0.14em] sm:text-xs',
                  current ? 'text-text' : 'text-muted',
                )}
              >
                <span className="sr-only">
                  {done ? t('wizard.completed') : current ? t('wizard.current') : t('wizard.next')}{' '}
                </span>
                {t(`wizard.steps.${s.section}.title`)}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
