import type { Tier } from '#contracts/membership';
import { SectionHeading } from '../../../components/SectionHeading';
import { useTranslation } from '../../../lib/i18n';
import { faqPrices, MEMBERSHIP_FAQ } from '../content/faq';
import { CARD } from '../i18n';
import { FaqGroupItem } from './FaqGroupItem';

/** The Membership FAQ: five groups, each opening and closing on its own, all closed at first. */
export function MembershipFaq({ tiers }: { tiers: readonly Tier[] | undefined }) {
  const { t } = useTranslation(CARD);
  const prices = faqPrices(tiers);
  return (
    <section aria-labelledby="card-faq" className="container-page py-20 md:py-28">
      <div className="grid gap-12 lg:grid-cols-[1fr_2.2fr] lg:gap-16">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <SectionHeading
            id="card-faq"
            eyebrow={t('faq.eyebrow')}
            title={t('faq.title')}
            lede={t('faq.lede')}
          />
        </div>
        <ul className="border-t border-border">
          {MEMBERSHIP_FAQ.map((group) => (
            <FaqGroupItem key={group.id} group={group} prices={prices} />
          ))}
        </ul>
      </div>
    </section>
  );
}
