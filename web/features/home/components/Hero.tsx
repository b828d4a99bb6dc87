import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { HeroEyebrow } from '../../../components/HeroEyebrow';
import { HeroFacts } from '../../../components/HeroFacts';
import { MembershipCard } from '../../../components/MembershipCard';
import { Button } from '../../../components/ui/Button';
import { useTranslation } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { HOME } from '../i18n';
import type { Picture } from '../lib/imagery';
import { usePictureAlt } from '../lib/use-picture-alt';

const FACTS = [
  { value: '450+', label: 'designs' },
  { value: 'XS–8XL', label: 'sizes' },
  { value: '25', label: 'run' },
] as const;

export function Hero({ pictures }: { pictures: Picture[] }) {
  const { t } = useTranslation(HOME);
  const alt = usePictureAlt();
  const [main, second, third] = pictures;
  return (
    <section className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-full bg-[radial-gradient(60%_60%_at_80%_20%,color-mix(in_oklab,var(--gold)_14%,transparent),transparent_70%)]"
      />
      <div className="container-page grid items-center gap-14 pb-16 pt-10 md:pb-24 md:pt-16 lg:grid-cols-[1.05fr_1fr] lg:gap-10">
        <div className="anim-rise max-w-xl">
          <HeroEyebrow>{t('hero.eyebrow')}</HeroEyebrow>
          <h1 className="mt-6 text-[3.1rem] leading-[0.98] sm:text-6xl lg:text-[5.2rem]">
            {t('hero.title')}
            <span className="block italic text-gold">{t('hero.titleAccent')}</span>
          </h1>
          <p className="mt-7 max-w-md text-[1.05rem] leading-relaxed text-muted">{t('hero.lede')}</p>
          <div className="mt-9 flex flex-col gap-3 xs:flex-row">
            <Button asChild size="lg">
              <Link to={paths.card2}>
                {t('hero.join')} <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.open}>{t('hero.explore')}</Link>
            </Button>
          </div>
          <HeroFacts facts={FACTS.map((f) => ({ value: f.value, label: t(`hero.facts.${f.label}`) }))} />
        </div>

        <div className="relative mx-auto w-full max-w-[34rem] lg:max-w-none">
          <div className="grid grid-cols-[1.35fr_1fr] gap-3 sm:gap-4">
            <figure className="relative row-span-2 overflow-hidden rounded-[4px] bg-surface-2">
              {main ? (
                <img
                  src={main.src}
                  alt={alt(main)}
                  width={main.width}
                  height={main.height}
                  fetchPriority="high"
                  className="absolute inset-0 size-full object-cover"
                />
              ) : null}
            </figure>
            {[second, third].map((p, i) => (
              <figure
                // biome-ignore lint/suspicious/noArrayIndexKey: two fixed slots
                key={i}
                className={
                  i === 0
                    ? 'mt-10 overflow-hidden rounded-[4px] bg-surface-2'
                    : 'overflow-hidden rounded-[4px] bg-surface-2'
                }
              >
                {p ? (
                  <img
                    src={p.src}
                    alt={alt(p)}
                    width={p.width}
                    height={p.height}
                    className="aspect-[3/4] h-auto w-full object-cover"
                  />
                ) : (
                  <span className="block aspect-[3/4]" />
                )}
              </figure>
            ))}
          </div>
          <div className="absolute -bottom-8 left-[8%] w-[58%] -rotate-[7deg] sm:-bottom-10 sm:w-[52%]">
            <MembershipCard finish="premium" label={t('hero.cardLabel')} />
          </div>
        </div>
      </div>
    </section>
  );
}
