import { SectionHeading } from '../../../components/SectionHeading';
import { useTranslation } from '../../../lib/i18n';
import { CAREERS } from '../careers-i18n';
import { perParent as perParentOf, type TeamLevel } from '../lib/sales-team';
import { SalesTreeSvg } from './SalesTreeSvg';

/** One level and, nested inside it, the levels that report to it. */
function LevelItem({ levels, index }: { levels: TeamLevel[]; index: number }) {
  const level = levels[index]!;
  const below = index < levels.length - 1;
  const { t } = useTranslation(CAREERS);
  const per = perParentOf(level, levels[index - 1]);
  const perParent = per ? t('team.perParent', { n: per.n, role: t(`roles.${per.parent}.role`) }) : null;
  return (
    <li>
      {index > 0 ? <span aria-hidden="true" className="ml-[44.5px] block h-7 w-px bg-gold/50" /> : null}
      <div className="flex items-center gap-4 rounded-[6px] border border-border bg-background p-4">
        <span
          className={
            index === 0
              ? 'grid size-14 shrink-0 place-items-center rounded-full bg-gold font-display text-2xl font-semibold text-gold-foreground lining-nums'
              : 'grid size-14 shrink-0 place-items-center rounded-full border border-gold/60 font-display text-2xl font-semibold text-gold lining-nums'
          }
        >
          {level.count}
        </span>
        <div className="min-w-0">
          <p className="font-display text-xl leading-snug">{t(`roles.${level.id}.plural`)}</p>
          <p className="mt-0.5 text-sm leading-snug text-muted">{t(`roles.${level.id}.summary`)}</p>
          {perParent ? (
            <p className="mt-1.5 text-[0.7rem] font-medium uppercase tracking-[0.14em] text-gold">
              {perParent}
            </p>
          ) : null}
        </div>
      </div>
      {below ? (
        <ol>
          <LevelItem levels={levels} index={index + 1} />
        </ol>
      ) : null}
    </li>
  );
}

/**
 * The sales-team hierarchy: a nested list (the chart on phones and tablets, and what screen readers
 * read everywhere) and, from 1024 px, the same team drawn as a tree.
 */
export function SalesHierarchy({ levels }: { levels: TeamLevel[] }) {
  const { t } = useTranslation(CAREERS);
  const total = levels.reduce((sum, l) => sum + l.count, 0);
  return (
    <section aria-labelledby="sales-team" className="border-y border-border bg-surface">
      <div className="container-page py-20 md:py-28">
        <SectionHeading
          id="sales-team"
          eyebrow={t('team.eyebrow')}
          title={t('team.title')}
          lede={t('team.lede', { total })}
        />
        <figure className="mt-12 md:mt-16">
          <ol aria-label={t('team.chart')} className="max-w-xl lg:sr-only">
            <LevelItem levels={levels} index={0} />
          </ol>
          <SalesTreeSvg levels={levels} className="hidden h-auto w-full lg:block" />
          <figcaption className="mt-8 max-w-xl text-sm text-muted lg:mt-10">{t('team.caption')}</figcaption>
        </figure>
      </div>
    </section>
  );
}
