/**
 * "Chrome on Android"-style words from a user agent, or a plain fallback: what Account Settings lists
 * and what the security e-mails name (never the whole user agent).
 */
export function deviceName(userAgent: string | null | undefined): string {
  const parts = deviceParts(userAgent);
  if (!parts) return 'Unknown device';
  return `${parts.browser ?? 'Browser'} on ${parts.os ?? 'another system'}`;
}

/**
 * The browser and the system named in a user agent (null where neither is known: the page writes the
 * words in its language); no user agent at all is null.
 */
export function deviceParts(
  userAgent: string | null | undefined,
): { browser: string | null; os: string | null } | null {
  if (!userAgent) return null;
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Chrome\//.test(userAgent)
      ? 'Chrome'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : null;
  const os = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Mac OS X/.test(userAgent)
        ? 'macOS'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  return { browser, os };
}
