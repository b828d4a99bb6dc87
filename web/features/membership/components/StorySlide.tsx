import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { MembershipCard } from '../../../components/MembershipCard';
import { Button } from '../../../components/ui/Button';
import { cn } from '../../../lib/cn';
import { formatRupees } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { registerPath } from '../../../lib/paths';
import { MEMBERSHIP } from '../i18n';
import { type StorySlide as Slide, slideWords } from '../lib/story-slides';
import { StoryCountdown } from './StoryCountdown';

/** What one slide shows: its visual, title and copy; the join slide adds the window and the button. */
export function StorySlide({ slide }: { slide: Slide }) {
  const { t } = useTranslation(MEMBERSHIP);
  const words = slideWords(t, slide);
  const { visual } = slide;
  return (
    <div className="story-in flex w-full flex-col items-center text-center">
      {visual.kind === 'card' ? (
        <div className="w-[min(100%,19rem)] -rotate-[4deg] sm:w-[21rem] [@media(max-height:740px)]:w-[14.5rem]">
          <MembershipCard finish={visual.finish} label={t('story.cardLabel', { title: words.title })} />
        </div>
      ) : (
        <span
          className={cn(
            'relative grid size-28 place-items-center rounded-full border border-[#e6cd98]/45 bg-white/[0.05] shadow-[0_0_80px_-10px_rgba(230,205,152,0.45)] sm:size-32 [@media(max-height:740px)]:size-20',
            slide.join && '[@media(max-height:700px)]:hidden',
          )}
        >
          <span className="absolute inset-2 rounded-full border border-[#e6cd98]/20" aria-hidden="true" />
          <visual.icon
            className="size-12 text-[#f0d9a8] sm:size-14 [@media(max-height:740px)]:size-9"
            strokeWidth={1.25}
            aria-hidden="true"
          />
        </span>
      )}

      <p className="mt-8 text-[0.68rem] font-medium uppercase tracking-[0.28em] text-[#e6cd98] sm:mt-10 [@media(max-height:740px)]:mt-5">
        {words.eyebrow}
      </p>
      <h3 className="mt-3 text-[2.6rem] leading-[1.02] sm:text-6xl [@media(max-height:740px)]:mt-2 [@media(max-height:740px)]:text-[2.3rem]">
        {words.title}
      </h3>
      <div className="mt-5 grid max-w-[26rem] gap-2 text-[0.98rem] leading-relaxed text-white/80 [@media(max-height:740px)]:mt-3 [@media(max-height:740px)]:gap-1 [@media(max-height:740px)]:text-[0.92rem] [@media(max-height:740px)]:leading-normal">
        {words.lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>

      {slide.offer ? (
        <>
          <dl className="mt-7 [@media(max-height:740px)]:mt-4 grid w-full max-w-[22rem] grid-cols-2 divide-x divide-[#e6cd98]/25 rounded-[6px] border border-[#e6cd98]/35 bg-white/[0.05]">
            <div className="grid gap-1 px-4 py-3">
              <dt className="text-[0.62rem] uppercase tracking-[0.22em] text-white/65">
                {t('story.standard')}
              </dt>
              <dd className="font-display text-2xl lining-nums text-white/75">
                {formatRupees(slide.offer.standard)}
              </dd>
            </div>
            <div className="grid gap-1 px-4 py-3">
              <dt className="text-[0.62rem] uppercase tracking-[0.22em] text-[#e6cd98]">
                {t('story.launch')}
              </dt>
              <dd className="font-display text-2xl font-semibold lining-nums">
                {formatRupees(slide.offer.launch)}
              </dd>
            </div>
          </dl>
          <p className="mt-3 max-w-[22rem] text-[0.72rem] leading-snug text-white/55">
            {t('story.offerNote')}
          </p>
        </>
      ) : null}

      {slide.join ? (
        <div className="mt-8 grid w-full justify-items-center gap-7 [@media(max-height:740px)]:mt-5 [@media(max-height:740px)]:gap-5">
          <StoryCountdown />
          <Button
            asChild
            variant="gold"
            size="lg"
            className="bg-[#ecd3a0] text-[#1c1407] shadow-[0_18px_40px_-18px_rgba(236,211,160,0.8)] hover:bg-[#f5e2bb]"
          >
            <Link to={registerPath()} data-story-control="">
              {t('story.apply')} <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      ) : null}
    </div>
  );
}
