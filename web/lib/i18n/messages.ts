import { formatDateTime } from '../format';
import { localizeZodIssues } from '../zod-config';
import { connectLanguage } from './bridge';
import { adoptMemberLanguage, currentLanguage, i18n } from './i18n';

type Params = Record<string, string | number>;

/**
 * A server error's words in the language shown. English shows the server's own message (it is the
 * English of record, and what API clients read); another language shows the error's `key` from the
 * errors catalogue with its `params`, or the server's English when that key has no translation yet.
 */
export function serverMessage(
  body: { message?: string; key?: string; params?: Params } | undefined,
  fallback: string,
): string {
  const english = body?.message?.trim() ? body.message : fallback;
  if (currentLanguage() === 'en' || !body?.key) return english;
  const key = `errors:${body.key}`;
  const params = shownParams(body.params);
  return i18n.exists(key, params) ? i18n.t(key as never, params) : english;
}

/**
 * The server sends an error's figures as data; they are written here for the language shown: a name
 * ending in `At` is an instant (ISO), written as a date and time in India time.
 */
function shownParams(params: Params | undefined): Params {
  const shown: Params = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    shown[name] = name.endsWith('At') && typeof value === 'string' ? formatDateTime(value) || value : value;
  }
  return shown;
}

// The API client and the account query reach these through the bridge, so that code without the
// catalogues (the public pages' islands) shows the server's English instead.
connectLanguage({
  translateError: (body, fallback) => serverMessage(body, fallback ?? i18n.t('common:errors.generic')),
  memberLanguage: (language) => void adoptMemberLanguage(language),
});

/** zod's own words (a schema without a message of its own) in the language shown; none in English. */
export function zodIssueMessage(issue: {
  code?: string;
  origin?: string;
  input?: unknown;
}): string | undefined {
  if (currentLanguage() === 'en') return undefined;
  if (issue.input === undefined || issue.input === '') return i18n.t('errors:zod.required');
  if (issue.code === 'too_small') return i18n.t('errors:zod.tooShort');
  if (issue.code === 'too_big') return i18n.t('errors:zod.tooLong');
  return i18n.t('errors:zod.invalid');
}

localizeZodIssues(zodIssueMessage);
