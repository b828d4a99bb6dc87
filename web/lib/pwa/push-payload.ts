import type { PushPayload } from '#contracts/notifications';

/**
 * A push as the service worker shows it (web/sw.ts): the server's payload (the contract's PushPayload),
 * read leniently, so its tag may be missing from a push that came without one.
 */
export type ShownPush = Omit<PushPayload, 'tag'> & Partial<Pick<PushPayload, 'tag'>>;

/** `url` when it is on this origin (a path, or a full address on it), else the home page. */
export function sameOriginUrl(url: unknown, origin: string): string {
  if (typeof url !== 'string' || !url) return `${origin}/`;
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin ? parsed.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

/** The payload read leniently: a push without a title shows the shop's name; a foreign URL opens "/". */
export function readPush(text: string | null | undefined, origin: string): ShownPush {
  let data: Partial<Record<keyof ShownPush, unknown>> = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    data = parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    data = { body: text ?? '' };
  }
  return {
    title: typeof data.title === 'string' && data.title ? data.title : 'Roslis',
    body: typeof data.body === 'string' ? data.body : '',
    url: sameOriginUrl(data.url, origin),
    ...(typeof data.tag === 'string' && data.tag ? { tag: data.tag } : {}),
  };
}
