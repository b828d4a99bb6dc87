import { MapPin } from 'lucide-react';
import { SectionHeading } from '../../../components/SectionHeading';
import { useTranslation } from '../../../lib/i18n';
import { SITE } from '../../../lib/site';
import { COMPANY } from '../i18n';
import { productionUnitsText } from '../lib/company';

export function OurStory() {
  const { t } = useTranslation(COMPANY);
  return (
    <section aria-labelledby="our-story" className="container-page pb-20 pt-6 md:pb-28 md:pt-10">
      <div className="grid gap-12 lg:grid-cols-[1.3fr_1fr] lg:gap-20">
        <div>
          <SectionHeading
            id="our-story"
            eyebrow={t('story.eyebrow')}
            title={t('story.title', { year: SITE.founded })}
          />
          <div className="mt-8 grid max-w-[62ch] gap-5 text-[1.05rem] leading-[1.8] text-text/85">
            <p>{t('story.p1', { name: SITE.name, year: SITE.founded })}</p>
            <p>{t('story.p2')}</p>
            <p>{t('story.p3', { units: productionUnitsText })}</p>
          </div>
        </div>

        <div className="self-end rounded-[6px] border border-border bg-surface p-6 md:p-8">
          <h3 className="text-2xl">{t('story.whereTitle')}</h3>
          <ul className="mt-6 grid grid-cols-2 gap-3">
            {SITE.productionUnits.map((unit) => (
              <li
                key={unit}
                className="flex items-center gap-2.5 rounded-[4px] border border-border bg-background px-4 py-3.5"
              >
                <MapPin aria-hidden="true" className="size-4 shrink-0 text-gold" />
                <span className="font-display text-xl leading-none">
                  {t(`story.units.${unit}`, { defaultValue: unit })}
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm leading-relaxed text-muted">{t('story.runs')}</p>
        </div>
      </div>
    </section>
  );
}
