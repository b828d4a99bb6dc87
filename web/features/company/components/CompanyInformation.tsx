import type { ReactNode } from 'react';
import { SectionHeading } from '../../../components/SectionHeading';
import { useTranslation } from '../../../lib/i18n';
import { SITE } from '../../../lib/site';
import { COMPANY } from '../i18n';
import { telHref, websiteLabel } from '../lib/company';

const linkClass =
  'break-words font-medium underline decoration-gold/60 underline-offset-4 transition-colors hover:decoration-gold';

function Fact({ term, children, wide = false }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'border-t border-border pt-5 md:col-span-2' : 'border-t border-border pt-5'}>
      <dt className="eyebrow">{term}</dt>
      <dd className="mt-2 text-[1.05rem] leading-relaxed">{children}</dd>
    </div>
  );
}

/** The company's registered facts and how to reach customer care, all from SITE. */
export function CompanyInformation() {
  const { t } = useTranslation(COMPANY);
  return (
    <section aria-labelledby="company-information" className="container-page py-20 md:py-28">
      <div className="grid gap-12 lg:grid-cols-[1fr_1.6fr] lg:gap-20">
        <div className="self-start">
          <SectionHeading
            id="company-information"
            eyebrow={t('info.eyebrow')}
            title={t('info.title')}
            lede={t('info.lede', { name: SITE.name })}
          />
        </div>
        <dl className="grid gap-x-10 gap-y-7 md:grid-cols-2">
          <Fact term={t('info.registeredName')}>{SITE.legal.registeredName}</Fact>
          <Fact term={t('info.registrationNumber')}>
            <span className="tabular-nums">{SITE.legal.registrationNumber}</span>
          </Fact>
          <Fact term={t('info.office')} wide>
            <address className="not-italic">{SITE.legal.registeredOffice}</address>
          </Fact>
          <Fact term={t('info.support')}>
            <span className="grid gap-1">
              <a href={`mailto:${SITE.support.email}`} className={linkClass}>
                {SITE.support.email}
              </a>
              <a href={telHref(SITE.support.phone)} className={linkClass}>
                {SITE.support.phone}
              </a>
              <span className="text-sm text-muted">{t('info.hours', { hours: SITE.support.hours })}</span>
            </span>
          </Fact>
          <Fact term={t('info.website')}>
            <a href={SITE.website} className={linkClass} target="_blank" rel="noopener noreferrer">
              {websiteLabel}
            </a>
          </Fact>
        </dl>
      </div>
    </section>
  );
}
