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
  let timer = 0;
  const timeout = new Promise<void>((resolve) => {
    timer = window.setTimeout(resolve, timeoutMs);
  });
  return Promise.race([loaded, timeout])
    .then(() => window.clearTimeout(timer))
    .then(() => new Promise<void>((resolve) => requestAnimationFrame(() => window.setTimeout(resolve, 0))));
}
