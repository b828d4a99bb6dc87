import { BadgePercent, Clock, Gem, Gift, Truck } from 'lucide-react';
import { SectionHeading } from '../../../components/SectionHeading';
import { cardRuleParams } from '../../../lib/card-rules-text';
import { useTranslation } from '../../../lib/i18n';
import { useTierWords } from '../../../lib/tiers';
import { CARD_GOLD } from '../gold-i18n';

/** What the Gold card adds over Premium (`gold.advantages.items.<key>`: title, gold, premium). */
const ADVANTAGES = [
  { icon: Gem, key: 'pick' },
  { icon: BadgePercent, key: 'price' },
  { icon: Clock, key: 'early' },
  { icon: Gift, key: 'birthday' },
  { icon: Truck, key: 'shipping' },
] as const;

export function GoldAdvantages() {
  const { t } = useTranslation(CARD_GOLD);
  const { t: tier } = useTierWords();
  return (
    <section aria-labelledby="gold-adds" className="border-y border-border bg-surface">
      <div className="container-page py-20 md:py-28">
        <SectionHeading
          id="gold-adds"
          eyebrow={t('advantages.eyebrow')}
          title={t('advantages.title')}
          lede={t('advantages.lede')}
        />
        <ul className="mt-12 grid gap-px overflow-hidden rounded-[6px] border border-border bg-border sm:grid-cols-2 lg:grid-cols-4">
          {ADVANTAGES.map(({ icon: Icon, key }) => (
            <li key={key} className="flex flex-col gap-6 bg-background p-7 md:p-8">
              <span className="grid size-12 place-items-center rounded-full border border-gold/40 text-gold">
                <Icon className="size-5" strokeWidth={1.5} aria-hidden="true" />
              </span>
              <h3 className="text-2xl">{t(`advantages.items.${key}.title`)}</h3>
              <dl className="mt-auto grid gap-3 border-t border-border pt-5 text-sm">
                <div className="grid gap-1">
                  <dt className="eyebrow text-gold">{tier('names.gold')}</dt>
                  <dd className="font-medium">{t(`advantages.items.${key}.gold`, cardRuleParams())}</dd>
                </div>
                <div className="grid gap-1">
                  <dt className="eyebrow">{tier('names.premium')}</dt>
                  <dd className="text-muted">{t(`advantages.items.${key}.premium`, cardRuleParams())}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
