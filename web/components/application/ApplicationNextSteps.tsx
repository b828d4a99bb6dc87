import { CreditCard, PhoneCall, SearchCheck } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';
import { UI } from '../i18n';

/** What happens after an application is in: review, a possible check, activation on approval. */
export const APPLICATION_NEXT_STEPS = [
  { id: 'review', icon: SearchCheck },
  { id: 'verification', icon: PhoneCall },
  { id: 'activation', icon: CreditCard },
] as const;

/** The three next steps of an application, as the welcome page and a waiting applicant's dashboard show them. */
export function ApplicationNextSteps({ className }: { className?: string }) {
  const { t } = useTranslation(UI);
  return (
    <ol className={cn('grid gap-6 text-left', className)}>
      {APPLICATION_NEXT_STEPS.map(({ id, icon: Icon }, i) => (
        <li key={id} className="flex gap-4">
          <span className="grid size-11 shrink-0 place-items-center rounded-full border border-gold/40 text-gold">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 className="font-sans text-sm font-semibold tracking-normal">
              <span className="sr-only">{t('nextSteps.step', { number: i + 1 })} </span>
              {t(`nextSteps.${id}.title`)}
            </h2>
            <p className="mt-1 text-sm text-muted">{t(`nextSteps.${id}.text`)}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
