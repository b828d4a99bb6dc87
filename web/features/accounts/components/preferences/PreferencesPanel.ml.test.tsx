import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emptyProfileDetails, type PreferenceProfile } from '#contracts/preferences';
import { setLanguage } from '../../../../lib/i18n';
import { mockFetch, renderAt } from '../../../../test/utils';
import { PreferencesPanel } from './PreferencesPanel';

const profile = (over: Partial<PreferenceProfile>): PreferenceProfile => ({
  id: '0b8f4a52-1111-4c6e-9a3b-000000000001',
  name: 'Me',
  relationship: null,
  isPrimary: true,
  details: emptyProfileDetails(),
  createdAt: '2026-01-10T10:00:00.000Z',
  updatedAt: '2026-01-10T10:00:00.000Z',
  ...over,
});
const me = profile({});
const meera = profile({
  id: '0b8f4a52-1111-4c6e-9a3b-000000000002',
  name: 'Meera',
  relationship: 'Daughter',
  isPrimary: false,
  details: {
    ...emptyProfileDetails(),
    currentBrandDetails: [
      {
        brandName: 'FabIndia',
        garmentTypes: [{ type: 'Ethnic', size: 'M', purchasingMethod: 'Online Store' }],
      },
    ],
  },
});

/** The Latin words left once names, sizes, the shoe sizes' UK and the channels' names are taken out. */
const SIZES = new Set(['XS', 'S', 'M', 'L', 'XL', 'XXL', 'UK', 'SMS', 'WhatsApp']);
function englishIn(element: HTMLElement, kept: string[]) {
  // Each text node on its own, so a select's options do not run together.
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  while (walker.nextNode()) parts.push(walker.currentNode.textContent ?? '');
  let text = parts.join(' ');
  for (const k of kept) text = text.replaceAll(k, '');
  return (text.match(/[A-Za-z][A-Za-z'’]*/g) ?? []).filter((word) => !SIZES.has(word));
}
const KEPT = ['Meera', 'FabIndia', 'Roslis'];

describe('Style Preferences in Malayalam', { timeout: 30_000 }, () => {
  it('the profiles, a family member’s brands, measurements, sizes and preferences, and adding one', async () => {
    await setLanguage('ml');
    mockFetch([{ path: '/api/preference-profiles', body: [me, meera] }]);
    const user = userEvent.setup({ delay: null });
    const view = renderAt(<PreferencesPanel />);
    expect(await screen.findByRole('heading', { name: 'നിങ്ങളുടെ ഇഷ്ടങ്ങൾ' })).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'ആരുടെ ഇഷ്ടങ്ങൾ' });
    expect(within(group).getByRole('button', { name: 'ഞാൻ' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(group).getByRole('button', { name: 'Meera (മകൾ)' }));
    expect(await screen.findByRole('heading', { name: 'Meera-ന്റെ ഇഷ്ടങ്ങൾ' })).toBeInTheDocument();
    const brand = screen.getByRole('region', { name: 'FabIndia' });
    expect(within(within(brand).getByRole('list')).getByText('എത്നിക്')).toBeInTheDocument();
    expect(
      within(brand).getByRole('button', { name: 'FabIndia-ൽ നിന്ന് എത്നിക്, M, ഓൺലൈൻ സ്റ്റോർ നീക്കം ചെയ്യൂ' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('നെഞ്ചളവ് (സെ.മീ.)')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '₹500 - ₹1,000' })).toBeInTheDocument();
    expect(englishIn(view.container, KEPT)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'കുടുംബാംഗത്തെ ചേർക്കൂ' }));
    const dialog = await screen.findByRole('dialog', { name: 'കുടുംബാംഗത്തെയോ സുഹൃത്തിനെയോ ചേർക്കൂ' });
    expect(within(dialog).getByRole('option', { name: 'സുഹൃത്ത്' })).toBeInTheDocument();
    expect(englishIn(dialog, KEPT)).toEqual([]);
  });
});
