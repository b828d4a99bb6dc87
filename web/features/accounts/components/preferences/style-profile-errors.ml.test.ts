import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES, PREFERENCE_PROFILE_LIMIT } from '#contracts/preferences';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { setLanguage } from '../../../../lib/i18n';

const apiError = (status: number, body: object) => new ApiError(status, `${status}: ${JSON.stringify(body)}`);

afterEach(async () => {
  await setLanguage('en');
  localStorage.clear();
});

/** The style profiles' refusals only the server makes, each with its key (server/domains/preferences). */
const refusals = {
  notFound: apiError(404, { code: 'NOT_FOUND', message: MESSAGES.notFound, key: 'styleProfiles.notFound' }),
  limit: apiError(400, {
    code: 'BAD_REQUEST',
    message: MESSAGES.limit,
    key: 'styleProfiles.limit',
    params: { count: PREFERENCE_PROFILE_LIMIT },
  }),
  primaryFixed: apiError(400, {
    code: 'BAD_REQUEST',
    message: MESSAGES.primaryFixed,
    key: 'styleProfiles.primaryFixed',
  }),
  nothingToUpdate: apiError(400, {
    code: 'BAD_REQUEST',
    message: MESSAGES.nothingToUpdate,
    key: 'styleProfiles.nothingToUpdate',
  }),
};

describe('the style profiles’ server errors', () => {
  it('read as the server wrote them in English', () => {
    for (const [name, error] of Object.entries(refusals))
      expect(errorMessage(error)).toBe(MESSAGES[name as keyof typeof refusals]);
  });

  it('read in Malayalam from their keys', async () => {
    await setLanguage('ml');
    expect(errorMessage(refusals.notFound)).toBe('ഈ സ്റ്റൈൽ പ്രൊഫൈൽ കണ്ടെത്തിയില്ല.');
    expect(errorMessage(refusals.limit)).toBe('പരമാവധി 20 സ്റ്റൈൽ പ്രൊഫൈലുകൾ മാത്രമേ സൂക്ഷിക്കാനാകൂ.');
    expect(errorMessage(refusals.primaryFixed)).toBe('പ്രധാന പ്രൊഫൈലിന്റെ പേരും ബന്ധവും മാറ്റാനാകില്ല.');
    expect(errorMessage(refusals.nothingToUpdate)).toBe('മാറ്റാൻ ഒന്നുമില്ല.');
  });
});
