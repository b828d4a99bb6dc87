import { MembershipCard } from '../../../components/MembershipCard';
import { formatRupees } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { MEMBERSHIP } from '../i18n';
import { STORY_SLIDES, slideWords } from '../lib/story-slides';

const PREVIEW = STORY_SLIDES.findIndex((s) => s.id === 'premium-card');

/** A still of the story on a phone, beside the hero's copy. Decorative: the button opens the real one. */
export function StoryPreview() {
  const { t } = useTranslation(MEMBERSHIP);
  const slide = STORY_SLIDES[PREVIEW]!;
  const words = slideWords(t, slide);
  return (
    <div
      aria-hidden="true"
      className="relative mx-auto w-full max-w-[22rem] select-none pb-6 sm:max-w-[24rem]"
    >
      <MembershipCard
        finish="gold"
        className="absolute right-0 top-[14%] w-[70%] rotate-[9deg] sm:-right-12 sm:w-[78%]"
      />
      <div
        className="relative mx-auto aspect-[9/16] w-[78%] overflow-hidden rounded-[2rem] border border-black/10 text-[#f7efe1] shadow-[0_40px_80px_-30px_rgba(0,0,0,0.6)] ring-[6px] ring-surface"
        style={{ background: slide.background }}
      >
        <span className="absolute inset-0 bg-[radial-gradient(75%_45%_at_85%_0%,rgba(240,217,168,0.22),transparent_65%)]" />
        <div className="relative flex h-full flex-col px-4 pb-6 pt-4">
          <div className="flex gap-[3px]">
            {STORY_SLIDES.map((s, i) => (
              <span key={s.id} className="h-[2px] flex-1 overflow-hidden rounded-full bg-white/25">
                <span
                  className="block h-full bg-[#f4e4c1]"
                  style={{ width: i < PREVIEW ? '100%' : i === PREVIEW ? '45%' : '0%' }}
                />
              </span>
            ))}
          </div>
          <span className="mt-3 font-display text-sm font-semibold tracking-[0.32em]">ROSLIS</span>
          <div className="flex flex-1 flex-col items-center justify-center text-center">
            <MembershipCard finish="premium" className="w-[88%] -rotate-[4deg]" />
            <span className="mt-7 text-[0.55rem] uppercase tracking-[0.28em] text-[#e6cd98]">
              {words.eyebrow}
            </span>
            <span className="mt-2 font-display text-3xl leading-none">{words.title}</span>
            <span className="mt-3 max-w-[14rem] text-[0.7rem] leading-relaxed text-white/75">
              {words.lines[0]}
            </span>
            {slide.offer ? (
              <span className="mt-5 grid w-[88%] grid-cols-2 divide-x divide-[#e6cd98]/25 rounded-[5px] border border-[#e6cd98]/35 bg-white/[0.05] text-left">
                <span className="grid gap-0.5 px-3 py-2">
                  <span className="whitespace-nowrap text-[0.5rem] uppercase tracking-[0.16em] text-white/60">
                    {t('story.standard')}
                  </span>
                  <span className="font-display text-lg lining-nums text-white/75">
                    {formatRupees(slide.offer.standard)}
                  </span>
                </span>
                <span className="grid gap-0.5 px-3 py-2">
                  <span className="whitespace-nowrap text-[0.5rem] uppercase tracking-[0.16em] text-[#e6cd98]">
                    {t('story.launch')}
                  </span>
                  <span className="font-display text-lg font-semibold lining-nums">
                    {formatRupees(slide.offer.launch)}
                  </span>
                </span>
              </span>
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}
