/**
 * Resolves once the eagerly loaded images under `root` have loaded (or failed) and a frame has painted
 * them, or after `timeoutMs`. A page holds back work that is not urgent (more tiles of a long list)
 * until its first images are on screen: run earlier, that work delays their paint (the page's Largest
 * Contentful Paint) on a slow phone.
 */
export function whenImagesPainted(root: ParentNode | null, timeoutMs: number): Promise<void> {
  const pending = [...(root?.querySelectorAll<HTMLImageElement>('img[loading="eager"]') ?? [])].filter(
    (img) => !img.complete,
  );
  const loaded = Promise.all(
    pending.map(
      (img) =>
        new Promise<void>((resolve) => {
          img.addEventListener('load', () => resolve(), { once: true });
          img.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  // The global timers, not `window.`'s: the chain can settle after the page (or a test's document) is gone.
  return Promise.race([loaded, timeout])
    .then(() => clearTimeout(timer))
    .then(() => new Promise<void>((resolve) => nextFrame(() => setTimeout(resolve, 0))));
}

function nextFrame(run: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(run);
  else setTimeout(run, 16);
}
