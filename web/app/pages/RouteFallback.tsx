/** Shown only while the first page's code loads; appears after a short delay so fast loads stay calm. */
export function RouteFallback() {
  return (
    <div role="status" aria-label="Loading Roslis" className="grid min-h-dvh place-items-center">
      <span className="anim-rise font-display text-3xl tracking-[0.34em] text-muted [animation-delay:400ms]">
        ROSLIS
      </span>
    </div>
  );
}
