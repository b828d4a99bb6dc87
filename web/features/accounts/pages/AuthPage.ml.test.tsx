import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { mockFetch, renderRoutes } from '../../../test/utils';
import { AuthPage } from './AuthPage';

describe('the sign-in page in Malayalam', () => {
  it('shows the form, its checks and the server’s refusal in Malayalam', async () => {
    await setLanguage('ml');
    mockFetch([
      {
        method: 'POST',
        path: '/api/auth/login',
        status: 401,
        body: {
          message: 'Invalid email or password.',
          code: 'INVALID_CREDENTIALS',
          key: 'auth.invalidCredentials',
        },
      },
    ]);
    renderRoutes([{ path: '/auth', element: <AuthPage registerForm={() => null} /> }], {
      initialPath: '/auth',
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'സൈൻ ഇൻ' }));
    expect(screen.getByText('ഇ-മെയിൽ നൽകൂ.')).toBeInTheDocument();
    expect(screen.getByText('പാസ്‌വേഡ് നൽകൂ.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('ഇ-മെയിൽ അല്ലെങ്കിൽ ഫോൺ'), 'member@roslis.test');
    await user.type(screen.getByLabelText('പാസ്‌വേഡ്'), 'Wrong@12345');
    await user.click(screen.getByRole('button', { name: 'സൈൻ ഇൻ' }));
    expect(await screen.findByText('ഇ-മെയിലോ പാസ്‌വേഡോ ശരിയല്ല.')).toBeInTheDocument();
    expect(screen.getByText('ലോഗിൻ ചെയ്യാനായില്ല')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'നിബന്ധനകളും വ്യവസ്ഥകളും' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
  });
});
