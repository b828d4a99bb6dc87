import { LOGIN_ID_MESSAGE } from '#contracts/auth';
import { PHONE_MESSAGE } from '#contracts/onboarding';
import { CHANGE_PASSWORD_MESSAGES, WEAK_PASSWORD_MESSAGE } from '#contracts/passwords';
import { MESSAGES as PREFERENCE_MESSAGES } from '#contracts/preferences';
import { DATE_OF_BIRTH_MESSAGE, PINCODE_MESSAGE, USERNAME_MESSAGE } from '#contracts/profile';
import { SECOND_FACTOR_MESSAGES } from '#contracts/second-factor';
import { currentLanguage, i18n } from './i18n';

// A form's words in the language shown. Apart from the server's errors (./messages.ts), which every page
// needs: these read the contracts' form messages, whose files hold the forms' schemas too, so only a
// page with a form loads them (and zod). Forms import formMessage from here.

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
