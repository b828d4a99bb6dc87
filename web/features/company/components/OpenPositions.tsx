import { RotateCw } from 'lucide-react';
import { SectionHeading } from '../../../components/SectionHeading';
import { Button } from '../../../components/ui/Button';
import { rich, useTranslation } from '../../../lib/i18n';
import { useSiteInfo } from '../../../lib/site-info';
import { CAREERS } from '../careers-i18n';
import type { Opening } from '../lib/openings';
import { OpeningCard } from './OpeningCard';

export function OpenPositions({ openings }: { openings: readonly Opening[] }) {
  const { t } = useTranslation(CAREERS);
  const site = useSiteInfo();
  const hrEmail = site.data?.hrEmail;
  return (
    <section aria-labelledby="open-positions" className="container-page pb-20 md:pb-28">
      <SectionHeading
        id="open-positions"
        eyebrow={t('positions.eyebrow')}
        title={t('positions.title')}
        lede={t('positions.lede')}
      />
      {site.isError ? (
        <div
          role="alert"
          className="mt-8 flex flex-col gap-3 rounded-[4px] border border-border bg-surface px-5 py-4 text-sm sm:flex-row sm:items-center sm:justify-between"
        >
          <p>{t('positions.loadError')}</p>
          <Button size="sm" variant="outline" onClick={() => site.refetch()}>
            <RotateCw aria-hidden="true" /> {t('positions.retry')}
          </Button>
        </div>
      ) : null}
      <ul className="mt-12 grid gap-5 lg:grid-cols-3 lg:gap-6">
        {openings.map((opening) => (
          <li key={opening.id}>
            <OpeningCard opening={opening} hrEmail={hrEmail} />
          </li>
        ))}
      </ul>
      {hrEmail ? (
        <p className="mt-10 text-sm text-muted">
          {rich(t('positions.other', { email: '' }), {
            email: (
              <a
                href={`mailto:${hrEmail}`}
                className="font-medium text-text underline decoration-gold/60 underline-offset-4 hover:decoration-gold"
              >
                {hrEmail}
              </a>
            ),
          })}
        </p>
      ) : null}
    </section>
  );
}
