import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { designProtectionPolicy } from '../../../components/legal/content/design-protection';
import { privacyPolicy } from '../../../components/legal/content/privacy-policy';
import { termsAndConditions } from '../../../components/legal/content/terms-and-conditions';
import type { LegalDocumentContent } from '../../../components/legal/content/types';
import { LegalDocument } from '../../../components/legal/LegalDocument';
import { Button } from '../../../components/ui/Button';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { scrollToTopSoon } from '../../../lib/scroll';
import { usePageMeta } from '../../../lib/use-page-meta';
import { LEGAL } from '../i18n';

const POLICIES = [
  { document: privacyPolicy, to: paths.privacyPolicy },
  { document: termsAndConditions, to: paths.termsAndConditions },
  { document: designProtectionPolicy, to: paths.designProtection },
] as const;

/** A policy page: Back to Home, the document, and links to the other two policies. */
export function LegalPage({ document: doc }: { document: LegalDocumentContent }) {
  const { t, i18n } = useTranslation(LEGAL);
  // The documents are published in English only: another language says so, and marks them as English.
  const english = i18n.language === 'en';
  usePageMeta({ title: doc.title, description: doc.summary });
  const others = POLICIES.filter((p) => p.document.id !== doc.id);

  return (
    <div className="relative isolate">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[28rem] bg-[radial-gradient(55%_70%_at_85%_0%,color-mix(in_oklab,var(--gold)_11%,transparent),transparent_70%)]"
      />
      <div className="container-page pb-20 pt-8 md:pb-28 md:pt-12 lg:max-w-[66rem] xl:max-w-[72rem]">
        <Button asChild variant="ghost" size="sm" className="-ml-3 mb-10 md:mb-14">
          <Link to={paths.home}>
            <ArrowLeft aria-hidden="true" /> {t('back')}
          </Link>
        </Button>
        <p className="eyebrow mb-4 flex items-center gap-3 text-gold">
          <span className="h-px w-8 bg-gold" aria-hidden="true" /> {t('eyebrow')}
        </p>
        {english ? null : (
          <p className="mb-8 max-w-2xl rounded-[4px] border border-gold/40 bg-surface px-5 py-4 text-sm leading-relaxed">
            {t('englishGoverns')}
          </p>
        )}
        <div lang={english ? undefined : 'en'}>
          <LegalDocument document={doc} />
        </div>
      </div>

      <nav aria-labelledby="other-policies" className="border-t border-border bg-surface">
        <div className="container-page py-14 md:py-16 lg:max-w-[66rem] xl:max-w-[72rem]">
          <h2 id="other-policies" className="text-3xl">
            {t('others')}
          </h2>
          <ul className="mt-8 grid gap-4 md:grid-cols-2">
            {others.map(({ document: other, to }) => (
              <li key={other.id}>
                <Link
                  to={to}
                  onClick={scrollToTopSoon}
                  className="group flex h-full items-center justify-between gap-6 rounded-[4px] border border-border bg-background px-6 py-5 transition-colors hover:border-gold/60"
                >
                  <span>
                    <span className="block font-display text-2xl leading-tight">{other.title}</span>
                    <span className="mt-1 block text-sm text-muted">
                      {other.effective.label}: {other.effective.display}
                    </span>
                  </span>
                  <ArrowRight
                    aria-hidden="true"
                    className="size-5 shrink-0 text-gold transition-transform group-hover:translate-x-1"
                  />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </nav>
    </div>
  );
}
