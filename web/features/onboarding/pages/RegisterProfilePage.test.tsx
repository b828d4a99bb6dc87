import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockFetch, renderRoutes } from '../../../test/utils';
import { PROFILE_DRAFT_KEY } from '../components/profile-wizard/use-profile-wizard';
import { RegisterProfilePage } from './RegisterProfilePage';

const routes = [
  { path: '/register/profile', element: <RegisterProfilePage /> },
  { path: '/register', element: <p>Register page</p> },
  { path: '/register/success', element: <p>Success page</p> },
];

type User = ReturnType<typeof userEvent.setup>;

function storeApplication() {
  localStorage.setItem('selectedPlan', 'gold');
  localStorage.setItem(
    'registrationContact',
    JSON.stringify({ method: 'email', value: 'asha@example.test', referralCode: 'FADEMOADVISOR001' }),
  );
  localStorage.setItem('lastPaymentOrderId', 'order_123');
}

function render() {
  const user = userEvent.setup({ delay: null });
  return { user, ...renderRoutes(routes, { initialPath: '/register/profile' }) };
}

const button = (name: string) => screen.queryByRole('button', { name });
const stepHeading = () => screen.getByRole('heading', { level: 2 });

/** Pastes into a field: the same change events as typing, without a render per key (keeps the suite fast). */
async function enter(user: User, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function fillBasic(user: User) {
  await enter(user, 'First name', 'Asha');
  await enter(user, 'Last name', 'Nair');
  await enter(user, 'Date of birth', '1994-03-15');
  await user.selectOptions(screen.getByLabelText('Gender'), 'female');
  await enter(user, 'City', 'Kochi');
  await enter(user, 'State', 'Kerala');
  await enter(user, 'Profession', 'Architect');
  await enter(user, 'About you', 'Loves handloom.');
}

async function fillFashion(user: User) {
  await user.click(screen.getByRole('button', { name: 'Minimalist' }));
  await user.click(screen.getByRole('button', { name: 'Classic' }));
  await user.click(screen.getByRole('button', { name: 'Navy' }));
  await user.selectOptions(screen.getByLabelText('Budget per item'), '5000_15000');
  await user.selectOptions(screen.getByLabelText('Shopping frequency'), 'monthly');
  await enter(user, 'Brands you love', 'FabIndia');
  await user.click(screen.getByRole('button', { name: 'Weddings' }));
}

async function fillAdditional(user: User) {
  await enter(user, 'Instagram or social handle', '@asha');
  await user.selectOptions(screen.getByLabelText('How did you hear about us?'), 'friend-referral');
  await enter(user, 'Clothing', 'M');
  await enter(user, 'Shoes', 'UK 5');
  await enter(user, 'Accessories', 'Ring 12');
  await enter(user, 'Special requests', 'No polyester.');
}

async function fillAll(user: User) {
  await fillBasic(user);
  await user.click(button('Next')!);
  await fillFashion(user);
  await user.click(button('Next')!);
  await fillAdditional(user);
}

beforeEach(() => sessionStorage.clear());
afterEach(() => sessionStorage.clear());

// Whole-wizard journeys with role queries over ~40 controls: give them room on a busy machine.
describe('RegisterProfilePage', { timeout: 30_000 }, () => {
  it('sends the applicant to /register when no plan is stored', async () => {
    mockFetch([]);
    const { router } = render();
    expect(await screen.findByText('Register page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
  });

  it("lists registration's budget scale on the Fashion step", async () => {
    storeApplication();
    mockFetch([]);
    const { user } = render();
    await user.click(button('Next')!);
    const options = within(screen.getByLabelText('Budget per item')).getAllByRole('option');
    expect(options.map((o) => o.textContent).filter((t) => t !== 'Select…')).toEqual([
      'Under ₹5,000',
      '₹5,000 - ₹15,000',
      '₹15,000 - ₹30,000',
      '₹30,000 - ₹50,000',
      'Above ₹50,000',
    ]);
  });

  it('shows Next on steps 1-2, Back from step 2 and Complete Registration on step 3', async () => {
    storeApplication();
    mockFetch([]);
    const { user } = render();
    expect(screen.getByRole('heading', { level: 1, name: 'Your style profile' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent('Basic Information');
    expect(button('Back')).not.toBeInTheDocument();
    expect(button('Next')).toBeInTheDocument();
    expect(button('Complete Registration')).not.toBeInTheDocument();

    // Not gated: Next works with every field empty.
    await user.click(button('Next')!);
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent('Fashion Preferences');
    expect(stepHeading()).toHaveFocus();
    expect(button('Back')).toBeInTheDocument();
    expect(button('Next')).toBeInTheDocument();
    expect(button('Complete Registration')).not.toBeInTheDocument();

    await user.click(button('Next')!);
    expect(stepHeading()).toHaveTextContent('Additional Information');
    expect(button('Back')).toBeInTheDocument();
    expect(button('Next')).not.toBeInTheDocument();
    expect(button('Complete Registration')).toBeInTheDocument();

    await user.click(button('Back')!);
    expect(stepHeading()).toHaveTextContent('Fashion Preferences');
    const current = within(screen.getByRole('navigation', { name: 'Profile steps' })).getByText(
      'Fashion Preferences',
    );
    expect(current.closest('li')).toHaveAttribute('aria-current', 'step');
  });

  it('keeps answers across steps and toggles chips with aria-pressed', async () => {
    storeApplication();
    mockFetch([]);
    const { user } = render();
    await user.type(screen.getByLabelText('First name'), 'Asha');
    await user.click(button('Next')!);
    const chip = screen.getByRole('button', { name: 'Bohemian' });
    expect(chip).toHaveAttribute('aria-pressed', 'false');
    await user.click(chip);
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    await user.click(button('Back')!);
    expect(screen.getByLabelText('First name')).toHaveValue('Asha');
    await user.click(button('Next')!);
    expect(screen.getByRole('button', { name: 'Bohemian' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Bohemian' }));
    expect(screen.getByRole('button', { name: 'Bohemian' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('on an incomplete Complete Registration opens step 1 with the errors beside the fields', async () => {
    storeApplication();
    const { calls } = mockFetch([]);
    const { user } = render();
    await user.type(screen.getByLabelText('First name'), 'Asha');
    await user.click(button('Next')!);
    await user.click(button('Next')!);
    await user.click(button('Complete Registration')!);

    expect(stepHeading()).toHaveTextContent('Basic Information');
    expect(await screen.findByText('Please check your details')).toBeInTheDocument();
    expect(screen.getByText('Some answers in Basic Information need your attention.')).toBeInTheDocument();
    const lastName = screen.getByLabelText('Last name');
    expect(lastName).toHaveAttribute('aria-invalid', 'true');
    expect(lastName).toHaveAccessibleDescription('Please enter your last name.');
    // Focus moves once step 1 has rendered (after the toast): wait for it on a busy machine.
    await waitFor(() => expect(lastName).toHaveFocus());
    expect(screen.getByLabelText('First name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Date of birth')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please enter your profession.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    // Typing clears that field's message.
    await user.type(lastName, 'Nair');
    expect(lastName).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please enter your last name.')).not.toBeInTheDocument();
  });

  it('sends basic, fashion, additional, plan and referralCode; then clears storage and opens the success page', async () => {
    storeApplication();
    const { calls } = mockFetch([
      { method: 'POST', path: '/api/auth/complete-profile', body: { success: true } },
    ]);
    const { user, router } = render();
    await fillAll(user);
    await user.click(button('Complete Registration')!);

    expect(await screen.findByText('Success page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register/success');
    expect(router.state.location.state).toEqual({ plan: 'gold' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.url).toBe('/api/auth/complete-profile');
    expect(calls[0]!.body).toEqual({
      basic: {
        firstName: 'Asha',
        lastName: 'Nair',
        dateOfBirth: '1994-03-15',
        gender: 'female',
        city: 'Kochi',
        state: 'Kerala',
        profession: 'Architect',
        bio: 'Loves handloom.',
      },
      fashion: {
        preferredStyles: ['Classic', 'Minimalist'],
        favoriteColors: ['Navy'],
        budgetRange: '5000_15000',
        shoppingFrequency: 'monthly',
        brandPreferences: 'FabIndia',
        occasionTypes: ['Weddings'],
      },
      additional: {
        socialMediaHandle: '@asha',
        referralSource: 'friend-referral',
        specialRequests: 'No polyester.',
        sizingInfo: { clothing: 'M', shoes: 'UK 5', accessories: 'Ring 12' },
      },
      plan: 'gold',
      referralCode: 'FADEMOADVISOR001',
    });
    expect(screen.getByText('Profile completed')).toBeInTheDocument();
    expect(localStorage.getItem('selectedPlan')).toBeNull();
    expect(localStorage.getItem('registrationContact')).toBeNull();
    expect(localStorage.getItem('lastPaymentOrderId')).toBeNull();
    expect(sessionStorage.getItem(PROFILE_DRAFT_KEY)).toBeNull();
  });

  it('leaves optional choices out and sends a null referral code when none was stored', async () => {
    localStorage.setItem('selectedPlan', 'premium');
    const { calls } = mockFetch([
      { method: 'POST', path: '/api/auth/complete-profile', body: { success: true } },
    ]);
    const { user } = render();
    await fillBasic(user);
    await user.selectOptions(screen.getByLabelText('Gender'), '');
    await user.click(button('Next')!);
    await user.click(button('Next')!);
    await user.click(button('Complete Registration')!);
    await screen.findByText('Success page');
    const body = calls[0]!.body as Record<string, Record<string, unknown>>;
    expect(body.plan).toBe('premium');
    expect(body.referralCode).toBeNull();
    expect(body.basic).not.toHaveProperty('gender');
    expect(body.fashion?.budgetRange).toBeNull();
    expect(body.additional?.referralSource).toBeNull();
  });

  it('shows "Failed to complete profile. Please try again." and keeps the application', async () => {
    storeApplication();
    mockFetch([
      {
        method: 'POST',
        path: '/api/auth/complete-profile',
        status: 500,
        body: { message: 'Something went wrong on our side.', code: 'INTERNAL' },
      },
    ]);
    const { user, router } = render();
    await fillAll(user);
    await user.click(button('Complete Registration')!);
    expect(await screen.findByText('Failed to complete profile. Please try again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register/profile');
    expect(localStorage.getItem('selectedPlan')).toBe('gold');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('on a 401 also explains that the applicant must sign in, with a link to /auth', async () => {
    storeApplication();
    mockFetch([
      {
        method: 'POST',
        path: '/api/auth/complete-profile',
        status: 401,
        body: { message: 'Please sign in.', code: 'UNAUTHENTICATED' },
      },
    ]);
    const { user } = render();
    await fillAll(user);
    await user.click(button('Complete Registration')!);
    expect(await screen.findByText('Failed to complete profile. Please try again.')).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Please sign in to finish your application.');
    expect(within(alert).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    expect(sessionStorage.getItem(PROFILE_DRAFT_KEY)).toContain('Asha');
  });

  it('shows the server field errors on their step', async () => {
    storeApplication();
    mockFetch([
      {
        method: 'POST',
        path: '/api/auth/complete-profile',
        status: 400,
        body: {
          message: 'Invalid basic.city: Please enter your city.',
          code: 'VALIDATION_FAILED',
          fieldErrors: { 'basic.city': ['Please enter a city we deliver to.'] },
        },
      },
    ]);
    const { user } = render();
    await fillAll(user);
    await user.click(button('Complete Registration')!);
    expect(await screen.findByText('Please enter a city we deliver to.')).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent('Basic Information');
    expect(screen.getByLabelText('City')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says the 80-character limit of a name instead of cutting it, and does not send it', async () => {
    storeApplication();
    const { calls } = mockFetch([]);
    const { user } = render();
    const firstName = screen.getByLabelText('First name');
    await enter(user, 'First name', 'A'.repeat(10_000));
    // Nothing is cut: the whole text stays, and the form says the limit at once.
    expect(firstName).toHaveValue('A'.repeat(10_000));
    expect(await screen.findByText('First name must be at most 80 characters.')).toBeInTheDocument();
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription('First name must be at most 80 characters.');

    await enter(user, 'Last name', 'N'.repeat(81));
    expect(await screen.findByText('Last name must be at most 80 characters.')).toBeInTheDocument();

    // Complete Registration keeps the message and sends nothing.
    await user.click(button('Next')!);
    await user.click(button('Next')!);
    await user.click(button('Complete Registration')!);
    expect(await screen.findByText('First name must be at most 80 characters.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    // Back within the limit, the message goes.
    await user.clear(screen.getByLabelText('First name'));
    await user.paste('A'.repeat(80));
    expect(screen.queryByText('First name must be at most 80 characters.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('First name')).not.toHaveAttribute('aria-invalid');
  });

  it('restores the answers of this tab after a reload', async () => {
    storeApplication();
    mockFetch([]);
    const first = render();
    await first.user.type(screen.getByLabelText('City'), 'Thrissur');
    first.unmount();
    render();
    expect(screen.getByLabelText('City')).toHaveValue('Thrissur');
  });
});
