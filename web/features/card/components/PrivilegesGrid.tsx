import {
  BadgePercent,
  CalendarClock,
  Coins,
  Gem,
  Gift,
  MessageCircle,
  PenTool,
  Tag,
  Zap,
} from 'lucide-react';
import { SectionHeading } from '../../../components/SectionHeading';
import { cardRuleParams } from '../../../lib/card-rules-text';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n';
import { CARD } from '../i18n';

/** The privileges, in order; their words are in the catalogue (`privileges.items.<key>`). */
const PRIVILEGES = [
  { icon: Gem, key: 'limited' },
  { icon: PenTool, key: 'signature' },
  { icon: BadgePercent, key: 'discounts' },
  { icon: Gift, key: 'birthday' },
  { icon: Zap, key: 'dynamo' },
  { icon: Coins, key: 'points' },
  { icon: CalendarClock, key: 'early' },
  { icon: Tag, key: 'sister' },
  { icon: MessageCircle, key: 'care' },
] as const;

export function PrivilegesGrid() {
  const { t } = useTranslation(CARD);
  return (
    <section aria-labelledby="card-privileges" className="container-page py-20 md:py-28">
      <SectionHeading
        id="card-privileges"
        eyebrow={t('privileges.eyebrow')}
        title={t('privileges.title')}
        lede={t('privileges.lede')}
      />
      <ul className="mt-12 grid gap-px overflow-hidden rounded-[6px] border border-border bg-border sm:grid-cols-2 lg:grid-cols-4">
        {PRIVILEGES.map(({ icon: Icon, key }, i) => {
          const featured = i === 0;
          return (
            <li
              key={key}
              className={cn(
                'flex items-start gap-5 bg-background p-6 sm:flex-col sm:p-7 md:p-8',
                featured && 'flex-col bg-surface sm:col-span-2 md:p-10',
              )}
            >
              <span
                className={cn(
                  'grid size-12 shrink-0 place-items-center rounded-full border border-gold/40 text-gold',
                  featured && 'size-14',
                )}
              >
                <Icon className={cn('size-5', featured && 'size-6')} strokeWidth={1.5} aria-hidden="true" />
              </span>
              <div className="grid gap-2">
                <h3 className={cn('text-2xl', featured && 'text-3xl md:text-4xl')}>
                  {t(`privileges.items.${key}.title`)}
                </h3>
                <p
                  className={cn('text-sm leading-relaxed text-muted', featured && 'max-w-md text-[0.95rem]')}
                >
                  {t(`privileges.items.${key}.text`, cardRuleParams())}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
