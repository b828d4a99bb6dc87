/** A push's payload as the server sends it (the service worker shows it, web/sw.ts). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag?: string;
}

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
export function readPush(text: string | null | undefined, origin: string): PushPayload {
  let data: Partial<Record<keyof PushPayload, unknown>> = {};
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
