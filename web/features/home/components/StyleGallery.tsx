import { SectionHeading } from '../../../components/SectionHeading';
import { useTranslation } from '../../../lib/i18n';
import { HOME } from '../i18n';
import type { Picture } from '../lib/imagery';
import { usePictureAlt } from '../lib/use-picture-alt';

const TAGS = [
  '#RoslisStyle',
  '#MadeInKerala',
  '#EverySize',
  '#MembersOnly',
  '#LimitedEdition',
  '#StudioEdit',
] as const;

export function StyleGallery({ pictures }: { pictures: Picture[] }) {
  const { t } = useTranslation(HOME);
  const alt = usePictureAlt();
  return (
    <section aria-labelledby="style-gallery" className="border-t border-border py-20 md:py-28">
      <div className="container-page">
        <SectionHeading
          id="style-gallery"
          eyebrow={t('gallery.eyebrow')}
          title={<span className="italic">{t('gallery.title')}</span>}
          lede={t('gallery.lede')}
          center
        />
      </div>
      <ul className="mt-12 grid grid-cols-2 gap-1.5 px-1.5 sm:grid-cols-3 lg:grid-cols-6">
        {pictures.map((p, i) => (
          <li key={`${p.src}-${TAGS[i]}`} className="group relative overflow-hidden bg-surface-2">
            <img
              src={p.src}
              alt={alt(p)}
              width={p.width}
              height={p.height}
              loading="lazy"
              decoding="async"
              className="aspect-[3/4] h-auto w-full object-cover transition-transform duration-700 group-hover:scale-[1.04]"
            />
            <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/45 via-black/10 to-transparent p-3 pt-12 text-sm font-medium tracking-wide text-white">
              {TAGS[i % TAGS.length]}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
