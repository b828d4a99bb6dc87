import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { mockFetch } from '../../../test/utils';
import { setupPasswordWithToken, setupPasswordWithTokenPath } from './setup-password';

const USER_ID = '22222222-2222-4222-8222-222222222222';
const answer = [
  { method: 'POST', path: setupPasswordWithTokenPath(USER_ID), body: { success: true, token: 'session' } },
];

describe('the first password', () => {
  it('carries the language she applied in when it is not English, so the new account keeps it', async () => {
    const english = mockFetch(answer);
    await setupPasswordWithToken({ userId: USER_ID, password: 'Roslis@2026', setupToken: 't' });
    expect(english.calls[0]?.body).toEqual({ password: 'Roslis@2026', setupToken: 't' });

    await setLanguage('ml');
    try {
      const malayalam = mockFetch(answer);
      await setupPasswordWithToken({ userId: USER_ID, password: 'Roslis@2026', setupToken: 't' });
      expect(malayalam.calls[0]?.body).toEqual({ password: 'Roslis@2026', setupToken: 't', language: 'ml' });
    } finally {
      await setLanguage('en');
    }
  });
});
