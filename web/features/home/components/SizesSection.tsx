import { rich, useTranslation } from '../../../lib/i18n';
import { HOME } from '../i18n';

const SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', '5XL', '6XL', '7XL', '8XL'] as const;

export function SizesSection() {
  const { t } = useTranslation(HOME);
  return (
    <section aria-labelledby="sizes" className="container-page py-20 md:py-28">
      <div className="grid items-center gap-10 md:grid-cols-[1fr_1.1fr] md:gap-16">
        <div>
          <p className="eyebrow text-gold">{t('sizes.eyebrow')}</p>
          <h2 id="sizes" className="mt-3 text-[4.2rem] leading-[0.9] lining-nums md:text-[6.5rem]">
            {rich(t('sizes.title'), { size: <span className="italic text-gold" /> })}
          </h2>
          <p className="mt-6 max-w-md text-muted">{t('sizes.lede')}</p>
        </div>
        <ul aria-label={t('sizes.list')} className="grid grid-cols-4 gap-2 sm:grid-cols-6 sm:gap-3">
          {SIZES.map((size, i) => (
            <li
              key={size}
              className="grid aspect-square place-items-center rounded-full border border-border font-display text-xl font-medium lining-nums md:text-2xl"
              // The sizes warm up towards 8XL; the text keeps full contrast.
              style={{
                backgroundColor: `color-mix(in oklab, var(--gold) ${Math.round((i / SIZES.length) * 28)}%, var(--surface))`,
              }}
            >
              {size}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
