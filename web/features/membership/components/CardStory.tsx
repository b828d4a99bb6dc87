import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, Pause, Play, X } from 'lucide-react';
import { type CSSProperties, type RefObject, useRef } from 'react';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n';

import { usePrefersReducedMotion } from '../../../lib/use-media-query';
import { useStory } from '../hooks/use-story';
import { MEMBERSHIP } from '../i18n';
import { STORY_SLIDES, slideWords } from '../lib/story-slides';
import { StoryProgress, StoryStyles } from './StoryProgress';
import { StorySlide } from './StorySlide';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The full-screen card story: a modal Radix Dialog, so focus is trapped, the page
 * behind does not scroll, and Escape closes it. Focus goes back to `returnFocus` (the button that opened it).
 */
export function CardStory({
  open,
  onOpenChange,
  startAt = 0,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  startAt?: number;
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        {/* The overlay is what locks the page's scroll in Radix Dialog. */}
        <Dialog.Overlay className="fixed inset-0 z-50 bg-[#0b0b0b]" />
        <StoryViewer startAt={startAt} returnFocus={returnFocus} />
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const controlClass =
  'pointer-events-auto grid size-11 place-items-center rounded-full text-white/90 transition-colors hover:bg-white/10 hover:text-white [&_svg]:size-5';

/** Mounted only while the dialog is open, so every opening starts a fresh story. */
function StoryViewer({
  startAt,
  returnFocus,
}: {
  startAt: number;
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation(MEMBERSHIP);
  const reducedMotion = usePrefersReducedMotion();
  const story = useStory({ count: STORY_SLIDES.length, initialIndex: startAt, startPaused: reducedMotion });
  const slide = STORY_SLIDES[story.index]!;
  const words = slideWords(t, slide);
  const contentRef = useRef<HTMLDivElement>(null);

  return (
    <Dialog.Content
      ref={contentRef}
      aria-modal="true"
      onOpenAutoFocus={(event) => {
        // The story itself takes focus, so arrows and Space work at once; Tab reaches every control.
        event.preventDefault();
        contentRef.current?.focus();
      }}
      onCloseAutoFocus={(event) => {
        if (!returnFocus?.current) return;
        event.preventDefault();
        returnFocus.current.focus();
      }}
      onKeyDown={story.onKeyDown}
      {...story.pointerHandlers}
      style={{ '--ring': '#f1dcae' } as CSSProperties}
      className="fixed inset-0 z-50 h-dvh w-full touch-none select-none overflow-hidden [-webkit-touch-callout:none] bg-[#0b0b0b] text-[#f7efe1] outline-none"
    >
      <StoryStyles />
      <div
        key={slide.id}
        aria-hidden="true"
        className="story-bg absolute inset-0"
        style={{ background: slide.background }}
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(75%_45%_at_85%_0%,rgba(240,217,168,0.2),transparent_65%),radial-gradient(80%_55%_at_0%_100%,rgba(0,0,0,0.5),transparent_70%)]"
      />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-24 -right-10 select-none font-display text-[26rem] italic leading-none text-white/[0.035] md:text-[40rem]"
      >
        {t('story.monogram')}
      </span>

      <Dialog.Title className="sr-only">{t('story.title')}</Dialog.Title>
      <Dialog.Description className="sr-only">
        {t('story.description', { count: STORY_SLIDES.length })}
      </Dialog.Description>

      <div className="pointer-events-none relative z-10 mx-auto flex h-full w-full max-w-[36rem] flex-col px-4 pb-[max(env(safe-area-inset-bottom),1.5rem)] pt-[max(env(safe-area-inset-top),0.75rem)] sm:px-6">
        <StoryProgress
          count={story.count}
          index={story.index}
          visit={story.visit}
          running={story.running}
          durationMs={story.durationMs}
          reducedMotion={reducedMotion}
        />
        <div className="mt-2 flex items-center justify-between gap-3">
          <p className="flex items-center gap-3 pl-1" aria-hidden="true">
            <span className="font-display text-lg font-semibold tracking-[0.32em]">ROSLIS</span>
            <span className="h-3.5 w-px bg-white/30" />
            <span className="whitespace-nowrap text-[0.68rem] font-medium tabular-nums tracking-[0.22em] text-white/70">
              {pad(story.index + 1)} / {pad(story.count)}
            </span>
          </p>
          <div className="flex items-center gap-1">
            <button
              type="button"
              data-story-control=""
              aria-label={story.paused ? t('story.play') : t('story.pause')}
              onClick={story.togglePaused}
              className={controlClass}
            >
              {story.paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
            </button>
            <Dialog.Close data-story-control="" aria-label={t('story.close')} className={controlClass}>
              <X aria-hidden="true" />
            </Dialog.Close>
          </div>
        </div>

        <div className="flex h-9 items-center justify-center">
          {story.paused ? (
            <span className="inline-flex items-center gap-1.5 rounded-full border border-white/20 bg-black/30 px-3 py-1.5 text-[0.62rem] font-medium uppercase tracking-[0.2em] backdrop-blur-sm">
              <Pause className="size-3" aria-hidden="true" /> {t('story.paused')}
            </span>
          ) : null}
        </div>
        <div className="flex flex-1 items-center justify-center pb-6 [@media(max-height:740px)]:pb-2 [&_a]:pointer-events-auto">
          <StorySlide key={slide.id} slide={slide} />
        </div>
      </div>

      <TapZone direction="previous" onTap={() => story.tap('previous')} />
      <TapZone direction="next" onTap={() => story.tap('next')} />

      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {t('story.position', { n: story.index + 1, count: story.count, title: words.title })}
      </p>
    </Dialog.Content>
  );
}

/** A tap zone of the story: the left third goes back, the right two thirds go on (with a visible arrow on desktop). */
function TapZone({ direction, onTap }: { direction: 'previous' | 'next'; onTap: () => void }) {
  const { t } = useTranslation(MEMBERSHIP);
  const previous = direction === 'previous';
  const Icon = previous ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      aria-label={previous ? t('story.previous') : t('story.next')}
      onClick={onTap}
      className={cn(
        'group absolute inset-y-0 z-0 focus-visible:outline-none',
        previous ? 'left-0 w-1/3' : 'right-0 w-2/3',
      )}
    >
      <span
        className={cn(
          'absolute top-1/2 hidden size-12 -translate-y-1/2 place-items-center rounded-full border border-white/20 bg-white/[0.04] opacity-60 transition-opacity group-hover:opacity-100 group-focus-visible:grid group-focus-visible:opacity-100 group-focus-visible:ring-2 group-focus-visible:ring-[#f1dcae] md:grid',
          previous ? 'left-6' : 'right-6',
        )}
      >
        <Icon className="size-5" aria-hidden="true" />
      </span>
    </button>
  );
}
