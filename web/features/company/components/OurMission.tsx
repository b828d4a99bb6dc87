import { Gem, Ruler, UsersRound } from 'lucide-react';
import { rich, useTranslation } from '../../../lib/i18n';
import { COMPANY } from '../i18n';

const PILLARS = [
  { Icon: Ruler, key: 'sizes' },
  { Icon: Gem, key: 'unique' },
  { Icon: UsersRound, key: 'club' },
] as const;

export function OurMission() {
  const { t } = useTranslation(COMPANY);
  return (
    <section aria-labelledby="our-mission" className="border-y border-border bg-surface">
      <div className="container-page py-20 md:py-28">
        <p className="eyebrow text-gold">{t('mission.eyebrow')}</p>
        <h2 id="our-mission" className="mt-4 max-w-4xl text-[2.4rem] leading-[1.1] md:text-[3.6rem]">
          {rich(t('mission.title'), { accent: <span className="italic text-gold" /> })}
        </h2>
        <ul className="mt-14 grid gap-10 md:grid-cols-3 md:gap-8">
          {PILLARS.map(({ Icon, key }) => (
            <li key={key} className="grid content-start gap-4 border-t border-border pt-8">
              <Icon aria-hidden="true" className="size-6 text-gold" strokeWidth={1.5} />
              <h3 className="text-2xl md:text-[1.7rem]">{t(`mission.${key}.title`)}</h3>
              <p className="text-sm leading-relaxed text-muted">{t(`mission.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
