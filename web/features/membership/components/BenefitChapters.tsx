import { CreditCard } from 'lucide-react';
import { SectionHeading } from '../../../components/SectionHeading';
import { useTranslation } from '../../../lib/i18n';
import { MEMBERSHIP } from '../i18n';
import { STORY_SLIDES, slideWords } from '../lib/story-slides';

/** The story's chapters as tiles; each opens the story at its own slide. */
export function BenefitChapters({ onOpen }: { onOpen: (index: number, opener: HTMLElement) => void }) {
  const { t } = useTranslation(MEMBERSHIP);
  const chapters = STORY_SLIDES.map((slide, index) => ({ slide, index })).filter(({ slide }) => !slide.join);
  return (
    <section aria-labelledby="card-chapters" className="border-y border-border bg-surface">
      <div className="container-page py-20 md:py-28">
        <SectionHeading
          id="card-chapters"
          eyebrow={t('chapters.eyebrow')}
          title={t('chapters.title')}
          lede={t('chapters.lede')}
          center
        />
        <ul className="mt-12 grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:gap-4">
          {chapters.map(({ slide, index }) => {
            const Icon = slide.visual.kind === 'icon' ? slide.visual.icon : CreditCard;
            const words = slideWords(t, slide);
            return (
              <li key={slide.id}>
                <button
                  type="button"
                  onClick={(event) => onOpen(index, event.currentTarget)}
                  className="group flex h-full min-h-24 w-full items-center gap-4 rounded-[4px] border border-border bg-background p-4 text-left transition-colors hover:border-gold/50"
                >
                  <span className="shrink-0 rounded-full bg-[conic-gradient(from_210deg,var(--gold),transparent_40%,var(--gold)_70%,transparent)] p-[2px]">
                    <span
                      className="grid size-14 place-items-center rounded-full border-2 border-background text-[#f0d9a8] transition-transform duration-500 group-hover:scale-[1.04]"
                      style={{ background: slide.background }}
                    >
                      <Icon className="size-6" strokeWidth={1.4} aria-hidden="true" />
                    </span>
                  </span>
                  <span className="grid gap-1">
                    <span className="font-display text-xl leading-tight">{words.title}</span>
                    <span className="text-sm leading-snug text-muted">{words.summary}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
