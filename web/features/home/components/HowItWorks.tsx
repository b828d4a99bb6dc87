import { SectionHeading } from '../../../components/SectionHeading';
import { useTranslation } from '../../../lib/i18n';
import { HOME } from '../i18n';

const STEPS = ['advisor', 'fee', 'approved'] as const;

export function HowItWorks() {
  const { t } = useTranslation(HOME);
  return (
    <section aria-labelledby="how-it-works" className="border-y border-border bg-surface">
      <div className="container-page py-20 md:py-28">
        <SectionHeading
          id="how-it-works"
          eyebrow={t('how.eyebrow')}
          title={t('how.title')}
          lede={t('how.lede')}
          center
        />
        <ol className="mt-14 grid gap-10 md:grid-cols-3 md:gap-8">
          {STEPS.map((step, i) => (
            <li key={step} className="relative grid content-start gap-4 border-t border-border pt-8 md:pr-6">
              <span className="font-display text-6xl font-medium leading-none text-gold" aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
              <h3 className="font-display text-2xl leading-snug md:text-[1.7rem]">
                <span className="sr-only">{t('how.step', { n: i + 1 })}</span>
                {t(`how.steps.${step}.title`)}
              </h3>
              <p className="text-sm leading-relaxed text-muted">{t(`how.steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
