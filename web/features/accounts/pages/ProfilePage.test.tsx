import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Account } from '#contracts/auth';
import type { Tier } from '#contracts/membership';
import { EMPTY_PREFERENCES, type ProfileWithPreferences } from '#contracts/profile';
import { account, profile, USER_ID } from '../../../test/fixtures';
import { type MockRoute, mockFetch, renderRoutes, signInStorage } from '../../../test/utils';
import { ProfilePage } from './ProfilePage';

// The Preferences section is another piece of work with its own tests; here it only has to appear.
vi.mock('../components/preferences/PreferencesPanel', () => ({
  PreferencesPanel: () => <p>Preferences panel</p>,
}));

/** The edit form is large: user-event over it takes seconds in jsdom on a busy machine. */
const FORM_TEST_TIMEOUT = 45_000;

const ACCOUNT_PATH = `/api/auth/account/${USER_ID}`;
const PROFILE_PATH = `/api/auth/profile/${USER_ID}`;

function details(over: Partial<ProfileWithPreferences> = {}): ProfileWithPreferences {
  return { ...profile(), ...EMPTY_PREFERENCES, updatedAt: null, ...over };
}

const PREMIUM: Tier = {
  id: 'premium',
  name: 'Premium',
  price: '5000.00',
  annualFee: null,
  validity: 'lifetime',
  purchasable: true,
  invitationOnly: false,
  sandboxOnly: false,
  tagline: 'The club',
  benefits: ['Member-only pricing', 'Free shipping across India'],
};

/** The other features' sections (the app composes them; their own tests cover them). */
const SLOTS = {
  orders: <h2>My Orders</h2>,
  wishlist: <h2>My Wishlist</h2>,
  votelist: <h2>My Votelist</h2>,
};

function renderProfile({
  acc = account(),
  prof = details(),
  path = '/profile',
  extra = [],
}: {
  acc?: Account;
  prof?: ProfileWithPreferences;
  path?: string;
  extra?: MockRoute[];
} = {}) {
  signInStorage();
  const fetch = mockFetch([
    { path: ACCOUNT_PATH, body: acc },
    { path: PROFILE_PATH, body: prof },
    { path: '/api/membership/tiers', body: [PREMIUM] },
    { path: '/api/addresses', body: [] },
    ...extra,
  ]);
  const view = renderRoutes(
    [
      { path: '/profile', element: <ProfilePage slots={SLOTS} /> },
      { path: '/profile/:section', element: <ProfilePage slots={SLOTS} /> },
      { path: '/signout', element: <p>Signing out</p> },
    ],
    { initialPath: path },
  );
  return { ...fetch, ...view };
}

/** A group of the edit form, found cheaply (queries over the whole big form are slow in jsdom). */
const formSection = (title: string) => screen.getByText(title, { selector: 'h3' }).closest('section')!;
const personalCard = () => screen.getByRole('region', { name: 'Personal Information' });
const valueIn = (card: HTMLElement, label: string) =>
  within(card).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('ProfilePage (/profile)', () => {
  it("shows 'Loading profile...' until the account and profile arrive, then the header", async () => {
    renderProfile({ acc: account({ createdAt: '2024-05-01T10:00:00.000Z' }) });
    expect(screen.getByRole('status')).toHaveTextContent('Loading profile...');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('heading', { level: 1, name: 'Ananya Menon' })).toBeInTheDocument();
    expect(within(header).getByText('member@roslis.test')).toBeInTheDocument();
    expect(within(header).getByText('AM')).toBeInTheDocument();
    expect(within(header).getByText('Premium')).toBeInTheDocument();
    expect(within(header).getByText('Member since May 2024')).toBeInTheDocument();
  });

  it('shows the tier badge as Basic when there is no plan yet', async () => {
    renderProfile({ acc: account({ currentPlan: 'none', cardStatus: 'none' }) });
    const header = await screen.findByRole('banner');
    expect(within(header).getByText('Basic')).toBeInTheDocument();
  });

  it("opens on the Overview: each empty value of Personal Information reads 'Not provided'", async () => {
    renderProfile({ prof: details({ city: 'Kochi', state: null, pincode: null, bio: '' }) });
    const card = await screen.findByRole('region', { name: 'Personal Information' });
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(valueIn(card, 'City')).toHaveTextContent('Kochi');
    expect(valueIn(card, 'State')).toHaveTextContent(/^Not provided$/);
    expect(valueIn(card, 'PIN code')).toHaveTextContent(/^Not provided$/);
    expect(valueIn(card, 'Bio')).toHaveTextContent(/^Not provided$/);
    expect(valueIn(card, 'Phone')).toHaveTextContent(/^Not provided$/);
    const style = screen.getByRole('region', { name: 'Style & Shopping' });
    expect(valueIn(style, 'Styles')).toHaveTextContent(/^Not provided$/);
  });

  it("Edit Profile lists registration's budget scale for her own answers", async () => {
    const user = userEvent.setup();
    renderProfile({});
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const options = within(screen.getByLabelText('Budget per item')).getAllByRole('option');
    expect(options.map((o) => o.textContent).filter((t) => !/^(Select|Not)/.test(t ?? ''))).toEqual([
      'Under ₹5,000',
      '₹5,000 - ₹15,000',
      '₹15,000 - ₹30,000',
      '₹30,000 - ₹50,000',
      'Above ₹50,000',
    ]);
  });

  it(
    'edits and saves: sends the whole form, says Profile Updated, refreshes both GETs and returns to view',
    async () => {
      const user = userEvent.setup();
      const saved = details({
        firstName: 'Anu',
        pincode: '682016',
        stylePreferences: ['Ethnic'],
        communicationPreferences: { email: true, sms: false, whatsapp: true },
      });
      const { calls, routes } = renderProfile({
        extra: [{ method: 'PUT', path: PROFILE_PATH, body: saved }],
      });
      await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
      expect(screen.getByRole('heading', { name: 'Edit Profile' })).toHaveFocus();
      const first = within(formSection('About you')).getByLabelText('First name');
      await user.clear(first);
      await user.type(first, 'Anu');
      await user.type(within(formSection('Address')).getByLabelText('PIN code'), '682016');
      await user.click(within(formSection('Your style')).getByRole('button', { name: 'Ethnic' }));
      const habits = formSection('Shopping habits');
      await user.selectOptions(within(habits).getByLabelText('Shopping frequency'), 'bi_weekly');
      await user.click(within(habits).getByRole('switch', { name: "I'd like a personal stylist" }));
      await user.selectOptions(within(formSection('Sizes')).getByLabelText('Tops'), 'M');
      await user.click(within(formSection('Communication')).getByRole('switch', { name: 'WhatsApp' }));

      const gets = () => calls.filter((c) => c.method === 'GET').length;
      const getsBefore = gets();
      routes.push({ path: PROFILE_PATH, body: saved }); // what the server answers once saved
      await user.click(screen.getByRole('button', { name: 'Save' }));

      expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
      expect(screen.getByText('Your profile has been updated successfully.')).toBeInTheDocument();
      const put = calls.find((c) => c.method === 'PUT');
      expect(put?.url).toBe(PROFILE_PATH);
      expect(put?.body).toEqual({
        username: '',
        firstName: 'Anu',
        lastName: 'Menon',
        bio: '',
        address: '',
        city: 'Kochi',
        state: '',
        pincode: '682016',
        gender: '',
        dateOfBirth: '',
        stylePreferences: ['Ethnic'],
        favoriteColors: [],
        preferredSizes: { tops: 'M', bottoms: '', dresses: '', shoes: '' },
        shoppingFrequency: 'bi_weekly',
        budgetRange: '',
        occasion: [],
        bodyType: '',
        fashionInfluences: [],
        communicationPreferences: { email: true, sms: false, whatsapp: true },
        interests: [],
        sustainabilityPreferences: '',
        personalStylistInterest: true,
      });
      // Back in view mode with the saved answer, and both GETs asked again.
      expect(await screen.findByRole('button', { name: 'Edit Profile' })).toHaveFocus();
      expect(valueIn(personalCard(), 'First name')).toHaveTextContent('Anu');
      await waitFor(() => expect(gets()).toBeGreaterThanOrEqual(getsBefore + 2));
      const refetched = calls.slice(-2).map((c) => c.url);
      expect(refetched).toEqual(expect.arrayContaining([ACCOUNT_PATH, PROFILE_PATH]));
    },
    FORM_TEST_TIMEOUT,
  );

  it(
    "shows 'Update Failed' with the server's message, keeps the form and marks the field",
    async () => {
      const user = userEvent.setup();
      renderProfile({
        extra: [
          {
            method: 'PUT',
            path: PROFILE_PATH,
            status: 400,
            body: {
              message: 'Invalid city: Please keep your city under 80 characters.',
              code: 'VALIDATION_FAILED',
              fieldErrors: { city: ['Please keep your city under 80 characters.'] },
            },
          },
        ],
      });
      await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Update Failed')).toBeInTheDocument();
      expect(
        screen.getByText('Invalid city: Please keep your city under 80 characters.'),
      ).toBeInTheDocument();
      const city = within(formSection('Address')).getByLabelText('City');
      expect(city).toHaveAttribute('aria-invalid', 'true');
      expect(city).toHaveAccessibleDescription('Please keep your city under 80 characters.');
      expect(screen.getByRole('heading', { name: 'Edit Profile' })).toBeInTheDocument();
    },
    FORM_TEST_TIMEOUT,
  );

  it(
    "falls back to 'Failed to update profile. Please try again.' when the server gives no message",
    async () => {
      const user = userEvent.setup();
      renderProfile({ extra: [{ method: 'PUT', path: PROFILE_PATH, status: 502 }] });
      await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Update Failed')).toBeInTheDocument();
      expect(screen.getByText('Failed to update profile. Please try again.')).toBeInTheDocument();
    },
    FORM_TEST_TIMEOUT,
  );

  it(
    'checks the form before sending: a bad PIN code is marked and nothing is sent',
    async () => {
      const user = userEvent.setup();
      const { calls } = renderProfile();
      await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
      const pin = within(formSection('Address')).getByLabelText('PIN code');
      await user.type(pin, '12345');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      // The check runs asynchronously (react-hook-form's resolver): wait for its result.
      await waitFor(() => expect(pin).toHaveFocus());
      expect(pin).toHaveAttribute('aria-invalid', 'true');
      expect(pin).toHaveAccessibleDescription('Please enter a valid 6-digit PIN code (for example 682016).');
      expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    },
    FORM_TEST_TIMEOUT,
  );

  it(
    'says the 80-character limit of a first name instead of cutting it, and sends nothing',
    async () => {
      const user = userEvent.setup();
      const { calls } = renderProfile();
      await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
      const firstName = within(formSection('About you')).getByLabelText('First name');
      await user.clear(firstName);
      await user.paste('A'.repeat(10_000));
      expect(firstName).toHaveValue('A'.repeat(10_000));
      expect(await screen.findByText('First name must be at most 80 characters.')).toBeInTheDocument();
      expect(firstName).toHaveAttribute('aria-invalid', 'true');
      expect(firstName).toHaveAccessibleDescription('First name must be at most 80 characters.');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(firstName).toHaveFocus());
      expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    },
    FORM_TEST_TIMEOUT,
  );

  it(
    'Cancel returns to view mode without saving',
    async () => {
      const user = userEvent.setup();
      const { calls } = renderProfile();
      await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
      await user.type(within(formSection('Address')).getByLabelText('State'), 'Kerala');
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(await screen.findByRole('region', { name: 'Personal Information' })).toBeInTheDocument();
      expect(valueIn(personalCard(), 'State')).toHaveTextContent('Not provided');
      expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    },
    FORM_TEST_TIMEOUT,
  );

  it('switches sections from the menu and keeps the choice in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderProfile();
    const menu = await screen.findByRole('navigation', { name: 'Profile sections' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Overview',
      'Orders',
      'Wishlist',
      'Votelist',
      'Membership',
      'Preferences',
      'Account Settings',
      'Logout',
    ]);

    await user.click(within(menu).getByRole('link', { name: 'Orders' }));
    expect(router.state.location.pathname).toBe('/profile/orders');
    expect(screen.getByRole('heading', { name: 'My Orders' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(menu).getByRole('link', { name: 'Votelist' }));
    expect(screen.getByRole('heading', { name: 'My Votelist' })).toBeInTheDocument();
    await user.click(within(menu).getByRole('link', { name: 'Preferences' }));
    expect(screen.getByText('Preferences panel')).toBeInTheDocument();
    await user.click(within(menu).getByRole('link', { name: 'Account Settings' }));
    expect(router.state.location.pathname).toBe('/profile/settings');
    expect(screen.getByRole('heading', { name: 'Account Settings' })).toBeInTheDocument();

    // Back returns to the section before.
    router.navigate(-1);
    expect(await screen.findByText('Preferences panel')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile/preferences');

    await user.click(within(menu).getByRole('link', { name: 'Logout' }));
    expect(await screen.findByText('Signing out')).toBeInTheDocument();
  });

  it('opens the section named in the URL', async () => {
    renderProfile({ path: '/profile/wishlist' });
    expect(await screen.findByRole('heading', { name: 'My Wishlist' })).toBeInTheDocument();
  });

  it('sends an old ?tab= link to the section’s own URL, keeping other parameters', async () => {
    const { router } = renderProfile({ path: '/profile?tab=membership&card=open' });
    expect(await screen.findByRole('heading', { name: 'My Membership' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile/membership');
    expect(router.state.location.search).toBe('?card=open');
  });

  it('falls back to the Overview for an unknown section', async () => {
    const { router } = renderProfile({ path: '/profile/nonsense' });
    expect(await screen.findByRole('region', { name: 'Personal Information' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('Membership shows the plan, the card status, when she applied and the plan’s benefits', async () => {
    renderProfile({
      path: '/profile/membership',
      acc: account({ currentPlan: 'premium', cardStatus: 'pending_review', planExpiresAt: null }),
    });
    expect(await screen.findByRole('heading', { name: 'My Membership' })).toBeInTheDocument();
    const dl = screen.getByText('Plan', { selector: 'dt' }).closest('dl')!;
    expect(valueIn(dl, 'Plan')).toHaveTextContent('Premium');
    expect(valueIn(dl, 'Card status')).toHaveTextContent('Pending review');
    // Before approval she is an applicant: when she applied, and no expiry of a card not yet hers.
    expect(valueIn(dl, 'Applied')).toHaveTextContent('May 2024');
    expect(screen.queryByText('Plan expiry', { selector: 'dt' })).toBeNull();
    expect(screen.queryByText('Member since', { selector: 'dt' })).toBeNull();
    expect(screen.getByText(/reviews every application within 3-5 business days/)).toBeInTheDocument();
    // Upgrades are for active cards (the server refuses the others).
    expect(screen.queryByRole('link', { name: 'Upgrade to Gold' })).not.toBeInTheDocument();
    expect(await screen.findByText('Member-only pricing')).toBeInTheDocument();
  });

  it('Membership shows an expiry date and an active card', async () => {
    renderProfile({
      path: '/profile/membership',
      acc: account({ currentPlan: 'gold', cardStatus: 'active', planExpiresAt: '2026-03-12T00:00:00.000Z' }),
    });
    await screen.findByRole('heading', { name: 'My Membership' });
    const dl = screen.getByText('Plan', { selector: 'dt' }).closest('dl')!;
    expect(valueIn(dl, 'Plan')).toHaveTextContent('Gold');
    expect(valueIn(dl, 'Card status')).toHaveTextContent('Active');
    expect(valueIn(dl, 'Plan expiry')).toHaveTextContent('12 Mar 2026');
    expect(screen.queryByRole('link', { name: 'Upgrade to Gold' })).not.toBeInTheDocument();
  });
});
