import { Ruler, Sparkles, UsersRound } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n';
import { COMPARE } from '../i18n';

const HIGHLIGHTS = [
  { icon: UsersRound, key: 'club' },
  { icon: Sparkles, key: 'unique' },
  { icon: Ruler, key: 'sizes' },
] as const;

/** The three reasons to join, under the /card2 hero. */
export function Highlights() {
  const { t } = useTranslation(COMPARE);
  return (
    <section aria-labelledby="why-join" className="container-page pb-20 md:pb-28">
      <h2 id="why-join" className="sr-only">
        {t('highlights.heading')}
      </h2>
      <ul className="grid gap-8 md:grid-cols-3 md:gap-8">
        {HIGHLIGHTS.map(({ icon: Icon, key }) => (
          <li
            key={key}
            className="grid grid-cols-[3rem_1fr] content-start gap-x-5 gap-y-2 border-t border-border pt-8 md:grid-cols-1 md:gap-4 md:pr-6"
          >
            <span className="row-span-2 grid size-12 place-items-center rounded-full border border-gold/40 text-gold md:row-span-1">
              <Icon className="size-5" strokeWidth={1.5} aria-hidden="true" />
            </span>
            <h3 className="font-display text-2xl leading-snug md:text-[1.7rem]">
              {t(`highlights.${key}.title`)}
            </h3>
            <p className="text-sm leading-relaxed text-muted">{t(`highlights.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
