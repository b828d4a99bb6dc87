/** The story's keyframes and animation classes (CSS, not words). */
const STORY_CSS = `
@keyframes roslis-story-fill { from { transform: scaleX(0); } to { transform: scaleX(1); } }
@keyframes roslis-story-in { from { opacity: 0; transform: translateY(12px); } }
@keyframes roslis-story-bg { from { opacity: 0; } }
.story-fill { transform-origin: left center; animation-name: roslis-story-fill; animation-timing-function: linear; animation-fill-mode: forwards; }
.story-in { animation: roslis-story-in 650ms cubic-bezier(0.22, 1, 0.36, 1) both; }
.story-bg { animation: roslis-story-bg 450ms ease-out both; }
`;

/** Keyframes of the story, rendered once into <head> (React 19 hoists and dedupes a style with href). */
export function StoryStyles() {
  return (
    <style href="roslis-card-story" precedence="default">
      {STORY_CSS}
    </style>
  );
}

/**
 * One bar per slide: earlier slides full, the current one filling over the slide's time (held still while
 * the story is paused), later ones empty. With reduced motion the current bar is simply full.
 */
export function StoryProgress({
  count,
  index,
  visit,
  running,
  durationMs,
  reducedMotion,
}: {
  count: number;
  index: number;
  visit: number;
  running: boolean;
  durationMs: number;
  reducedMotion: boolean;
}) {
  return (
    <div className="flex gap-1" aria-hidden="true" data-testid="story-progress">
      {Array.from({ length: count }, (_, i) => {
        const state = i < index ? 'done' : i === index ? 'current' : 'upcoming';
        return (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: one fixed bar per slide
            key={i}
            data-state={state}
            className="h-[3px] flex-1 overflow-hidden rounded-full bg-white/25"
          >
            {state === 'done' || (state === 'current' && reducedMotion) ? (
              <span className="block size-full bg-[#f4e4c1]" />
            ) : state === 'current' ? (
              <span
                key={visit}
                className="story-fill block size-full bg-[#f4e4c1]"
                style={{
                  animationDuration: `${durationMs}ms`,
                  animationPlayState: running ? 'running' : 'paused',
                }}
              />
            ) : null}
          </span>
        );
      })}
    </div>
  );
}
