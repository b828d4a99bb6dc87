import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Tier } from '#contracts/membership';
import { setLanguage } from '../../../lib/i18n';
import { mockFetch, renderRoutes } from '../../../test/utils';
import { RegisterForm } from '../components/RegisterForm';
import { storePlan, storeRegistrationContact } from '../lib/registration-storage';
import { PaymentPage } from './PaymentPage';
import { RegisterProfilePage } from './RegisterProfilePage';
import { VerifyPage } from './VerifyPage';

const CONTACT = { method: 'email' as const, value: 'asha@example.test', referralCode: 'FADEMOADVISOR001' };
const tier = (id: Tier['id'], name: string, price: string, sandboxOnly = false): Tier => ({
  id,
  name,
  price,
  annualFee: null,
  validity: 'lifetime',
  purchasable: true,
  invitationOnly: false,
  sandboxOnly,
  tagline: `${name} tagline`,
  benefits: [],
});

describe('applying in Malayalam', () => {
  it('the register form asks for the contact and the advisor code in Malayalam, and says what is missing', async () => {
    await setLanguage('ml');
    mockFetch([{ path: '/api/site-info', body: { phoneSignup: true } }]);
    renderRoutes([{ path: '/register', element: <RegisterForm /> }], { initialPath: '/register' });
    const user = userEvent.setup();
    expect(screen.getByRole('form', { name: 'മെമ്പർഷിപ്പിന് അപേക്ഷിക്കൂ' })).toBeInTheDocument();
    await user.click(screen.getByText('ഫോൺ'));
    await user.type(screen.getByLabelText('ഫോൺ നമ്പർ'), '123');
    await user.type(screen.getByLabelText(/ഫാഷൻ അഡ്വൈസർ കോഡ്/), 'FADEMO');
    await user.click(screen.getByRole('button', { name: 'സ്ഥിരീകരണ കോഡ് അയയ്ക്കൂ' }));
    expect((await screen.findAllByText('ശരിയായ ഫോൺ നമ്പർ നൽകൂ (6-15 അക്കങ്ങൾ).')).length).toBeGreaterThan(0);
    expect(screen.getByText('അക്കങ്ങൾ മാത്രം, രാജ്യ കോഡ് ഇല്ലാതെ.')).toBeInTheDocument();
  });

  it('the code step counts its minutes and seconds in Malayalam', async () => {
    await setLanguage('ml');
    storeRegistrationContact(CONTACT);
    renderRoutes([{ path: '/register/verify', element: <VerifyPage /> }], {
      initialPath: '/register/verify',
    });
    expect(screen.getByRole('heading', { name: 'ഇൻബോക്സ് നോക്കൂ' })).toBeInTheDocument();
    expect(screen.getByText('asha@example.test')).toBeInTheDocument();
    expect(screen.getByText('കോഡിന്റെ കാലാവധി 10 മിനിറ്റ്.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /സെക്കൻഡ് കഴിഞ്ഞ് വീണ്ടും അയയ്ക്കാം/ })).toBeDisabled();
    expect(screen.getByRole('navigation', { name: 'അപേക്ഷയുടെ ഘട്ടങ്ങൾ' })).toHaveTextContent('സ്ഥിരീകരണം');
  });

  it('the card step names the cards in Malayalam, with rupees in Indian grouping', async () => {
    await setLanguage('ml');
    storeRegistrationContact({ ...CONTACT, verificationToken: 'vt-1' });
    mockFetch([
      {
        path: '/api/membership/tiers',
        body: [tier('premium', 'Premium', '5000.00'), tier('gold', 'Gold', '20000.00')],
      },
      { path: '/api/payment/config', body: { provider: 'sandbox', keyId: null } },
    ]);
    renderRoutes([{ path: '/register/payment', element: <PaymentPage /> }], {
      initialPath: '/register/payment',
    });
    expect(await screen.findByRole('radio', { name: 'പ്രീമിയം' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'ഗോൾഡ്' })).not.toBeChecked();
    const summary = screen.getByRole('complementary', { name: 'ചുരുക്കം' });
    expect(within(summary).getByText('₹5,000')).toBeInTheDocument();
    expect(within(summary).getByText('ഒറ്റത്തവണ, ആജീവനാന്തം')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'പേയ്മെന്റിലേക്ക് പോകൂ' })).toBeEnabled();
  });

  it('the style profile speaks Malayalam, its choices included', async () => {
    await setLanguage('ml');
    storePlan('gold');
    renderRoutes([{ path: '/register/profile', element: <RegisterProfilePage /> }], {
      initialPath: '/register/profile',
    });
    expect(screen.getByText('ഗോൾഡ് കാർഡ് അപേക്ഷ')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'അടിസ്ഥാന വിവരങ്ങൾ' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'സ്ത്രീ' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /അടുത്തത്/ }));
    expect(await screen.findByRole('button', { name: 'എത്നിക്' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('option', { name: 'മാസംതോറും' })).toBeInTheDocument();
  });
});
