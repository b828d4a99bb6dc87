import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { SectionHeading } from '../../../components/SectionHeading';
import { useTranslation } from '../../../lib/i18n';
import { categoryPath, paths } from '../../../lib/paths';
import { HOME } from '../i18n';
import { CATEGORY_TILES } from '../lib/imagery';

export function CategoryTiles() {
  const { t } = useTranslation(HOME);
  return (
    <section aria-labelledby="shop-by-category" className="container-page py-20 md:py-28">
      <SectionHeading
        id="shop-by-category"
        eyebrow={t('categories.eyebrow')}
        title={t('categories.title')}
        action={
          <Link
            to={paths.studio}
            className="group inline-flex min-h-11 items-center gap-2 text-xs font-medium uppercase tracking-[0.18em] text-text/80 hover:text-gold"
          >
            {t('categories.viewStudio')}{' '}
            <ArrowRight
              className="size-4 transition-transform group-hover:translate-x-1"
              aria-hidden="true"
            />
          </Link>
        }
      />
      <ul className="mt-10 grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-4">
        {CATEGORY_TILES.map(({ slug, picture }) => (
          <li key={slug}>
            <Link
              to={categoryPath(slug)}
              className="group relative block overflow-hidden rounded-[4px] bg-surface-2"
            >
              <img
                src={picture.src}
                alt=""
                width={picture.width}
                height={picture.height}
                loading="lazy"
                decoding="async"
                className="aspect-[3/4] h-auto w-full object-cover transition-transform duration-700 ease-out group-hover:scale-[1.04]"
              />
              <span
                className="absolute inset-x-0 bottom-0 h-2/5 bg-gradient-to-t from-black/65 via-black/25 to-transparent"
                aria-hidden="true"
              />
              <span className="absolute inset-x-0 bottom-0 flex items-end justify-between gap-2 p-4 text-white md:p-5">
                <span className="font-display text-2xl leading-none md:text-3xl">
                  {t(`categories.names.${slug}`)}
                </span>
                <ArrowRight
                  className="size-5 shrink-0 opacity-80 transition-transform group-hover:translate-x-1"
                  aria-hidden="true"
                />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
