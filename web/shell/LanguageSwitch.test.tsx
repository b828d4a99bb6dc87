import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { registerCatalogue, useTranslation } from '../lib/i18n';
import { LANGUAGE_STORAGE_KEY } from '../lib/i18n/detect';
import accounts from '../locales/en/accounts.json';
import { mockFetch, renderAt, signInStorage } from '../test/utils';
import { LanguageSwitch } from './LanguageSwitch';

/** A translated heading elsewhere on the page, to see it change with the switch. */
function Heading() {
  const { t } = useTranslation(registerCatalogue('accounts', accounts));
  return <h1>{t('auth.welcomeBack')}</h1>;
}

describe('LanguageSwitch', () => {
  it('changes the page at once and remembers it on this browser; a visitor saves nothing on the server', async () => {
    const { calls } = mockFetch([]);
    renderAt(
      <>
        <LanguageSwitch />
        <Heading />
      </>,
    );
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('radio', { name: 'മലയാളം' }));
    expect(await screen.findByRole('heading', { name: 'വീണ്ടും സ്വാഗതം' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'ഭാഷ' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'മലയാളം' })).toBeChecked();
    expect(screen.getByText('മലയാളം')).toHaveAttribute('lang', 'ml-IN');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ml');
    expect(document.documentElement.lang).toBe('ml-IN');
    expect(calls.filter((c) => c.url === '/api/user/language')).toEqual([]);
  });

  it('saves a signed-in member’s choice on her account too', async () => {
    signInStorage();
    const { calls } = mockFetch([{ method: 'PUT', path: '/api/user/language', body: { locale: 'ml' } }]);
    renderAt(<LanguageSwitch />);
    await userEvent.setup().click(screen.getByRole('radio', { name: 'മലയാളം' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/api/user/language')?.body).toEqual({ locale: 'ml' }),
    );
  });
});
