import { useEffect, useRef } from 'react';

/** The backdrop is drawn this small, blurred, and stretched over the screen (a soft colour field). */
const WIDTH = 30;
const HEIGHT = 40;

/**
 * Behind the slides: the shown picture as a soft, dimmed colour field filling the screen. It is drawn
 * once into a tiny canvas and stretched by the compositor, so no CSS blur has to be recomputed while
 * the slides move over it (a full-screen `filter: blur()` would cost a mid-range phone every frame).
 */
export function LoopsBackdrop({ src }: { src: string | undefined }) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx || !src) return;
    let cancelled = false;
    const picture = new Image();
    picture.onload = () => {
      if (cancelled) return;
      ctx.clearRect(0, 0, WIDTH, HEIGHT);
      ctx.filter = 'blur(4px)';
      // Drawn past the edges, so the blur does not fade them to transparent.
      ctx.drawImage(picture, -6, -6, WIDTH + 12, HEIGHT + 12);
    };
    picture.src = src;
    return () => {
      cancelled = true;
    };
  }, [src]);

  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0">
      <div className="absolute inset-0 bg-[radial-gradient(80%_60%_at_50%_45%,#2a241d,#0c0b0a_75%)]" />
      <canvas
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        className="absolute inset-0 size-full object-cover opacity-60"
      />
      <div className="absolute inset-0 bg-black/30" />
    </div>
  );
}
