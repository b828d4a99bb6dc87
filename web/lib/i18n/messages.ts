import { LOGIN_ID_MESSAGE } from '#contracts/auth';
import { PHONE_MESSAGE } from '#contracts/onboarding';
import { CHANGE_PASSWORD_MESSAGES, WEAK_PASSWORD_MESSAGE } from '#contracts/passwords';
import { MESSAGES as PREFERENCE_MESSAGES } from '#contracts/preferences';
import { DATE_OF_BIRTH_MESSAGE, PINCODE_MESSAGE, USERNAME_MESSAGE } from '#contracts/profile';
import { SECOND_FACTOR_MESSAGES } from '#contracts/second-factor';
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

/**
 * The contracts' form messages (the same words the server checks with) by their key in the errors
 * catalogue, so a form shows them in the language shown: formMessage(errors.email?.message).
 * A contract message not listed here shows in English; add it here and to errors.json to translate it.
 */
const FORM_MESSAGES: Record<string, string> = {
  'Please enter your email.': 'form.emailRequired',
  [LOGIN_ID_MESSAGE]: 'form.loginIdInvalid',
  'Please enter your password.': 'form.passwordRequired',
  'Please enter a valid email address.': 'form.emailInvalid',
  [CHANGE_PASSWORD_MESSAGES.currentRequired]: 'form.currentRequired',
  [CHANGE_PASSWORD_MESSAGES.mismatch]: 'form.mismatch',
  [CHANGE_PASSWORD_MESSAGES.same]: 'form.samePassword',
  [WEAK_PASSWORD_MESSAGE]: 'form.weakPassword',
  'Please use at most 200 characters.': 'form.tooLong',
  [SECOND_FACTOR_MESSAGES.loginCodeFormat]: 'form.totpFormat',
  'Please enter your phone.': 'form.phoneRequired',
  [PHONE_MESSAGE]: 'form.phoneInvalid',
  'Please enter your Fashion Advisor Code to continue.': 'form.advisorRequired',
  [PINCODE_MESSAGE]: 'form.pincodeInvalid',
  [USERNAME_MESSAGE]: 'form.usernameInvalid',
  [DATE_OF_BIRTH_MESSAGE]: 'form.dateOfBirthInvalid',
  [PREFERENCE_MESSAGES.nameRequired]: 'form.profileNameRequired',
  [PREFERENCE_MESSAGES.nameTooLong]: 'form.profileNameTooLong',
  [PREFERENCE_MESSAGES.relationshipRequired]: 'form.relationshipRequired',
  [PREFERENCE_MESSAGES.brandRequired]: 'form.brandRequired',
  [PREFERENCE_MESSAGES.brandTooLong]: 'form.brandTooLong',
  [PREFERENCE_MESSAGES.tooManyBrands]: 'form.tooManyBrands',
  [PREFERENCE_MESSAGES.tooManyGarments]: 'form.tooManyGarments',
  [PREFERENCE_MESSAGES.garmentType]: 'form.garmentType',
  [PREFERENCE_MESSAGES.garmentSize]: 'form.garmentSize',
  [PREFERENCE_MESSAGES.purchasingMethod]: 'form.purchasingMethod',
  [PREFERENCE_MESSAGES.garmentDuplicate]: 'form.garmentDuplicate',
  [PREFERENCE_MESSAGES.primaryUndeletable]: 'form.primaryUndeletable',
  'Please choose a rating from 1 to 5 stars.': 'form.ratingRequired',
  'Your review must be at most 2000 characters.': 'form.reviewTooLong',
};

export function formMessage(message: string | undefined): string | undefined {
  if (!message || currentLanguage() === 'en') return message;
  const key = FORM_MESSAGES[message];
  return key ? i18n.t(`errors:${key}` as never) : message;
}

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
