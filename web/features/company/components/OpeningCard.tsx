import { BriefcaseBusiness, Mail, MapPin, Users } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { formatRupees } from '../../../lib/format';
import { rich, useTranslation } from '../../../lib/i18n';
import { CAREERS } from '../careers-i18n';
import { applyHref, type Opening } from '../lib/openings';

/**
 * One opening. The Apply link needs the HR address from the server: until it arrives (or if it cannot
 * be loaded) the link has no href and looks disabled.
 */
export function OpeningCard({ opening, hrEmail }: { opening: Opening; hrEmail: string | undefined }) {
  const { t } = useTranslation(CAREERS);
  const role = t(`roles.${opening.id}.role`);
  const headingId = `opening-${opening.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="group flex h-full flex-col rounded-[6px] border border-border bg-surface p-6 transition-colors hover:border-gold/50 md:p-8"
    >
      <div className="flex items-center justify-between gap-4">
        <span
          className="grid size-11 place-items-center rounded-full bg-gold/12 text-gold"
          aria-hidden="true"
        >
          <BriefcaseBusiness className="size-5" />
        </span>
        <p className="inline-flex items-center gap-1.5 rounded-full border border-border px-3 py-1.5 text-xs font-medium text-text">
          <Users aria-hidden="true" className="size-3.5 text-gold" />
          {rich(t('positions.openings', { count: opening.openings }), {
            n: <span className="lining-nums" />,
          })}
        </p>
      </div>

      <h3 id={headingId} className="mt-6 text-[1.9rem] leading-tight lg:min-h-[2.5em]">
        {role}
      </h3>
      <p className="mt-2 flex items-center gap-1.5 text-sm text-muted">
        <MapPin aria-hidden="true" className="size-4 text-gold" />
        <span>
          <span className="sr-only">{t('positions.location')}</span>
          {opening.location ? t('careers.kerala') : t('positions.anywhere')}
        </span>
      </p>

      <div className="mt-6 border-y border-border py-5">
        <p className="eyebrow">{t('positions.salary')}</p>
        <p className="mt-1.5 flex flex-wrap items-baseline gap-x-2">
          <span className="text-sm text-muted">{t('positions.upTo')}</span>
          <span className="font-display text-[2.1rem] font-semibold leading-none lining-nums">
            {formatRupees(opening.salaryUpTo)}
          </span>
          {opening.commission ? (
            <span className="text-sm text-muted">{t('positions.commission')}</span>
          ) : null}
        </p>
      </div>

      <p className="mt-5 text-[0.95rem] leading-relaxed text-muted">{t(`roles.${opening.id}.description`)}</p>
      <ul className="mt-5 grid gap-2 text-sm">
        {(['h1', 'h2', 'h3'] as const)
          .map((k) => t(`roles.${opening.id}.${k}`))
          .map((h) => (
            <li key={h} className="flex gap-3">
              <span aria-hidden="true" className="mt-[0.6rem] h-px w-3 shrink-0 bg-gold" />
              {h}
            </li>
          ))}
      </ul>

      <div className="mt-auto pt-8">
        <Button asChild block variant="primary">
          <a
            href={hrEmail ? applyHref(hrEmail, opening.id) : undefined}
            aria-label={t('positions.applyLabel', { role })}
            aria-disabled={hrEmail ? undefined : true}
            className={hrEmail ? undefined : 'cursor-not-allowed'}
          >
            <Mail aria-hidden="true" /> {t('positions.apply')}
          </a>
        </Button>
      </div>
    </article>
  );
}
