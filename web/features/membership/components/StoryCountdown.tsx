import { useTranslation } from '../../../lib/i18n';
import { MEMBERSHIP } from '../i18n';
import { LAUNCH_WINDOW } from '../lib/story-slides';

/** The join slide's launch-offer window: a fixed figure, not a running clock. */
export function StoryCountdown() {
  const { t } = useTranslation(MEMBERSHIP);
  return (
    <div className="grid justify-items-center gap-3">
      <p className="text-[0.68rem] font-medium uppercase tracking-[0.24em] text-[#e6cd98]">
        {t('story.window')}
      </p>
      <dl className="grid grid-cols-3 gap-2.5">
        {LAUNCH_WINDOW.map((part) => (
          <div
            key={part.unit}
            className="grid min-w-[4.75rem] justify-items-center gap-1 rounded-[6px] border border-[#e6cd98]/35 bg-white/[0.06] px-3 py-3 backdrop-blur-sm [@media(max-height:740px)]:py-2"
          >
            <dt className="order-2 text-[0.62rem] uppercase tracking-[0.22em] text-white/70">
              {t(`story.units.${part.unit}`)}
            </dt>
            <dd className="order-1 font-display text-4xl [@media(max-height:740px)]:text-3xl font-medium leading-none lining-nums tabular-nums">
              {part.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
