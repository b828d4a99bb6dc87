import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emptyProfileDetails, type PreferenceProfile } from '#contracts/preferences';
import { mockFetch, renderAt } from '../../../../test/utils';
import { PreferencesPanel } from './PreferencesPanel';

const PATH = '/api/preference-profiles';
const ME_ID = '0b8f4a52-1111-4c6e-9a3b-000000000001';
const MEERA_ID = '0b8f4a52-1111-4c6e-9a3b-000000000002';
const RIYA_ID = '0b8f4a52-1111-4c6e-9a3b-000000000003';

function profile(over: Partial<PreferenceProfile>): PreferenceProfile {
  return {
    id: ME_ID,
    name: 'Me',
    relationship: null,
    isPrimary: true,
    details: emptyProfileDetails(),
    createdAt: '2026-01-10T10:00:00.000Z',
    updatedAt: '2026-01-10T10:00:00.000Z',
    ...over,
  };
}
const me = profile({});
const meera = profile({ id: MEERA_ID, name: 'Meera', relationship: 'Daughter', isPrimary: false });
const riya = profile({ id: RIYA_ID, name: 'Riya', relationship: 'Friend', isPrimary: false });

function setup(list: PreferenceProfile[] = [me, meera]) {
  const api = mockFetch([{ path: PATH, body: list }]);
  const user = userEvent.setup({ delay: null });
  renderAt(<PreferencesPanel />);
  return { api, user };
}

const chip = (name: string) =>
  within(screen.getByRole('group', { name: 'Whose preferences' })).getByRole('button', { name });
const button = (name: string) => screen.getByRole('button', { name });
const brand = (name: string) => screen.getByRole('region', { name });

type User = ReturnType<typeof userEvent.setup>;
/** Pastes into a field (the same change events as typing, without a render per key), then Enter if asked. */
async function enter(user: User, field: HTMLElement, text: string, { submit = false } = {}) {
  await user.click(field);
  await user.paste(text);
  if (submit) await user.keyboard('{Enter}');
}

// Journeys over ~40 controls: give them room on a busy machine.
describe('PreferencesPanel', { timeout: 30_000 }, () => {
  it("lists the primary 'Me' first and selected, and offers no delete for it", async () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Style Preferences' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Your preferences' })).toBeInTheDocument();
    const chips = within(screen.getByRole('group', { name: 'Whose preferences' })).getAllByRole('button');
    expect(chips.map((c) => c.getAttribute('aria-label'))).toEqual(['Me', 'Meera (Daughter)']);
    expect(chip('Me')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: /delete profile/i })).not.toBeInTheDocument();
  });

  it('adds a family member: Add Profile waits for a real name and a relationship, then toasts and selects it', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add Family Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Family Member or Friend' });
    const add = within(dialog).getByRole('button', { name: 'Add Profile' });
    expect(add).toBeDisabled();
    await enter(user, within(dialog).getByLabelText('Name'), '   ');
    await user.selectOptions(within(dialog).getByLabelText('Relationship'), 'Friend');
    expect(add).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Name'));
    await enter(user, within(dialog).getByLabelText('Name'), 'Riya');
    expect(add).toBeEnabled();

    api.routes.push({ method: 'POST', path: PATH, status: 201, body: riya });
    api.routes.push({ path: PATH, body: [me, meera, riya] });
    await user.click(add);

    expect(await screen.findByText("Riya's preferences have been added successfully.")).toBeInTheDocument();
    expect(screen.getByText('Profile Added')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Riya',
      relationship: 'Friend',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(chip('Riya (Friend)')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { name: "Riya's preferences" })).toBeInTheDocument();
  });

  it("says the 60-character limit of a family member's name instead of cutting it, and sends nothing", async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add Family Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Family Member or Friend' });
    const name = within(dialog).getByLabelText('Name');
    await enter(user, name, 'M'.repeat(10_000));
    expect(name).toHaveValue('M'.repeat(10_000));
    expect(await within(dialog).findByText('Name must be at most 60 characters.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Name must be at most 60 characters.');
    await user.selectOptions(within(dialog).getByLabelText('Relationship'), 'Friend');
    await user.click(within(dialog).getByRole('button', { name: 'Add Profile' }));
    expect(await within(dialog).findByText('Name must be at most 60 characters.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('deletes the selected profile, toasts, and returns the selection to the primary', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Meera (Daughter)' }));
    await user.click(button('Delete Profile'));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this profile?' });
    api.routes.push({ method: 'DELETE', path: `${PATH}/${MEERA_ID}`, body: { success: true } });
    api.routes.push({ path: PATH, body: [me] });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Preference profile has been deleted successfully.')).toBeInTheDocument();
    expect(screen.getByText('Profile Deleted')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'DELETE' && c.url === `${PATH}/${MEERA_ID}`)).toBe(true);
    expect(screen.getByRole('heading', { name: 'Your preferences' })).toBeInTheDocument();
    expect(chip('Me')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Meera (Daughter)' })).not.toBeInTheDocument(),
    );
  });

  it("shows 'Cannot Delete' with the server's reason when a delete is refused", async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Meera (Daughter)' }));
    api.routes.push({
      method: 'DELETE',
      path: `${PATH}/${MEERA_ID}`,
      status: 400,
      body: { message: 'Primary profile cannot be deleted.', code: 'BAD_REQUEST' },
    });
    await user.click(button('Delete Profile'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Cannot Delete')).toBeInTheDocument();
    expect(screen.getByText('Primary profile cannot be deleted.')).toBeInTheDocument();
    expect(chip('Meera (Daughter)')).toHaveAttribute('aria-pressed', 'true');
  });

  it('adds a brand only when named and not already listed (any case)', async () => {
    const { user } = setup();
    const input = await screen.findByLabelText('Brand name');
    const addBrand = button('Add Brand');
    expect(addBrand).toBeDisabled();
    await enter(user, input, '   ');
    expect(addBrand).toBeDisabled();
    await user.clear(input);
    await enter(user, input, 'FabIndia', { submit: true });
    expect(brand('FabIndia')).toBeInTheDocument();
    expect(input).toHaveValue('');
    await enter(user, input, ' fabindia ');
    await user.click(addBrand);
    expect(screen.getByRole('alert')).toHaveTextContent("FabIndia is already in this profile's brands.");
    expect(screen.getAllByRole('region', { name: /fabindia/i })).toHaveLength(1);
  });

  it('adds a garment entry only when type, size and purchasing method are all chosen', async () => {
    const { user } = setup();
    await enter(user, await screen.findByLabelText('Brand name'), 'Biba', { submit: true });
    const card = within(brand('Biba'));
    const addGarment = card.getByRole('button', { name: 'Add Garment' });
    expect(addGarment).toBeDisabled();
    await user.selectOptions(card.getByLabelText('Garment type'), 'Ethnic');
    expect(addGarment).toBeDisabled();
    await user.selectOptions(card.getByLabelText('Size'), 'M');
    expect(addGarment).toBeDisabled();
    await user.selectOptions(card.getByLabelText('Purchasing method'), 'Physical Store');
    expect(addGarment).toBeEnabled();
    await user.click(addGarment);
    expect(
      card.getByRole('button', { name: 'Remove Ethnic, M, Physical Store from Biba' }),
    ).toBeInTheDocument();
    expect(card.getByLabelText('Garment type')).toHaveValue('');
    expect(addGarment).toBeDisabled();
  });

  it('saves the whole profile with one PUT and toasts', async () => {
    const { api, user } = setup();
    const save = await screen.findByRole('button', { name: 'Save Preferences' });
    expect(save).toBeDisabled();

    await enter(user, screen.getByLabelText('Brand name'), 'FabIndia', { submit: true });
    const card = within(brand('FabIndia'));
    await user.selectOptions(card.getByLabelText('Garment type'), 'Casual');
    await user.selectOptions(card.getByLabelText('Size'), '30');
    await user.selectOptions(card.getByLabelText('Purchasing method'), 'Online Store');
    await user.click(card.getByRole('button', { name: 'Add Garment' }));
    await enter(user, screen.getByLabelText('Height (cm)'), '162');
    await enter(user, screen.getByLabelText('Waist (cm)'), '70.5');
    await user.selectOptions(screen.getByLabelText('Shoes (UK)'), '6');
    await user.selectOptions(screen.getByLabelText('Bottoms (waist)'), '30');
    await user.selectOptions(screen.getByLabelText('Tops'), 'M');
    await user.click(button('Minimalist'));
    await user.click(button('Casual'));
    await user.click(button('Navy'));
    await user.selectOptions(screen.getByLabelText('Budget per piece'), '15000_30000');
    await user.selectOptions(screen.getByLabelText('Shopping frequency'), 'monthly');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    const saved = profile({
      details: {
        ...emptyProfileDetails(),
        currentBrandDetails: [
          {
            brandName: 'FabIndia',
            garmentTypes: [{ type: 'Casual', size: '30', purchasingMethod: 'Online Store' }],
          },
        ],
      },
    });
    api.routes.push({ method: 'PUT', path: `${PATH}/${ME_ID}`, body: saved });
    await user.click(save);

    expect(await screen.findByText('Preferences Saved')).toBeInTheDocument();
    expect(screen.getByText('Your preferences have been saved.')).toBeInTheDocument();
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    expect(chip('Me')).toHaveAttribute('aria-label', 'Me');
    const put = api.calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe(`${PATH}/${ME_ID}`);
    expect(put?.body).toEqual({
      details: {
        ...emptyProfileDetails(),
        currentBrandDetails: [
          {
            brandName: 'FabIndia',
            garmentTypes: [{ type: 'Casual', size: '30', purchasingMethod: 'Online Store' }],
          },
        ],
        generalBodyMeasurements: {
          chest: null,
          waist: 70.5,
          hips: null,
          height: 162,
          weight: null,
          shoulderWidth: null,
          armLength: null,
        },
        preferredSizes: {
          tops: 'M',
          bottoms: '30',
          shoes: '6',
          dresses: null,
          ethnic: null,
          jackets: null,
          innerwear: null,
        },
        stylePreferences: ['Casual', 'Minimalist'],
        favoriteColors: ['Navy'],
        budgetRange: '15000_30000',
        shoppingFrequency: 'monthly',
      },
    });
  });

  it("lists registration's budget scale for 'Me' and the family scale for a family member", async () => {
    const { user } = setup();
    const budgets = () =>
      within(screen.getByLabelText('Budget per piece'))
        .getAllByRole('option')
        .map((o) => o.textContent)
        .filter((label) => label !== 'Not set');
    await screen.findByLabelText('Budget per piece');
    expect(budgets()).toEqual([
      'Under ₹5,000',
      '₹5,000 - ₹15,000',
      '₹15,000 - ₹30,000',
      '₹30,000 - ₹50,000',
      'Above ₹50,000',
    ]);
    await user.click(chip('Meera (Daughter)'));
    await screen.findByRole('heading', { name: "Meera's preferences" });
    expect(budgets()).toEqual([
      '₹500 - ₹1,000',
      '₹1,000 - ₹2,000',
      '₹2,000 - ₹5,000',
      '₹5,000 - ₹10,000',
      '₹10,000+',
    ]);
  });

  it('keeps measurements within bounds before saving', async () => {
    const { api, user } = setup();
    await enter(user, await screen.findByLabelText('Height (cm)'), '400');
    await user.click(button('Save Preferences'));
    expect(await screen.findAllByText('Height must be between 40 and 250 cm.')).not.toHaveLength(0);
    expect(screen.getByLabelText('Height (cm)')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it("shows the contract's message on a measurement it refuses, sends nothing, and drops it on the next edit", async () => {
    const { api, user } = setup();
    await enter(user, await screen.findByLabelText('Weight (kg)'), '1');
    await enter(user, screen.getByLabelText('Waist (cm)'), 'seventy');
    await user.click(button('Save Preferences'));

    const weight = screen.getByLabelText('Weight (kg)');
    const waist = screen.getByLabelText('Waist (cm)');
    expect(await screen.findByText('Please check the details')).toBeInTheDocument();
    expect(weight).toHaveAttribute('aria-invalid', 'true');
    expect(weight).toHaveAccessibleDescription('Weight must be between 2 and 300 kg.');
    expect(waist).toHaveAttribute('aria-invalid', 'true');
    expect(waist).toHaveAccessibleDescription('Waist must be a number.');
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(weight);
    expect(weight).not.toHaveAttribute('aria-invalid', 'true');
    expect(waist).not.toHaveAttribute('aria-invalid', 'true');
  });

  it("puts the server's field messages on the fields when a save is refused", async () => {
    const { api, user } = setup();
    await enter(user, await screen.findByLabelText('Height (cm)'), '162');
    api.routes.push({
      method: 'PUT',
      path: `${PATH}/${ME_ID}`,
      status: 400,
      body: {
        message: 'Height must be between 40 and 250 cm.',
        code: 'VALIDATION_ERROR',
        fieldErrors: { 'details.generalBodyMeasurements.height': ['Height must be between 40 and 250 cm.'] },
      },
    });
    await user.click(button('Save Preferences'));

    expect(await screen.findByText('Save Failed')).toBeInTheDocument();
    const height = screen.getByLabelText('Height (cm)');
    expect(height).toHaveAttribute('aria-invalid', 'true');
    expect(height).toHaveAccessibleDescription('Height must be between 40 and 250 cm.');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('keeps unsaved edits per profile while switching between them', async () => {
    const { user } = setup();
    await enter(user, await screen.findByLabelText('Brand name'), 'W', { submit: true });
    await user.click(screen.getByRole('button', { name: 'Meera (Daughter)' }));
    expect(screen.queryByRole('region', { name: 'W' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Me, unsaved changes' }));
    expect(brand('W')).toBeInTheDocument();
  });
});
