import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Address } from '#contracts/addresses';
import { EMPTY_PREFERENCES } from '#contracts/profile';
import { setLanguage } from '../../../lib/i18n';
import { account, profile, USER_ID } from '../../../test/fixtures';
import { mockFetch, renderAt, signInStorage } from '../../../test/utils';
import { OverviewPanel } from './OverviewPanel';

const home: Address = {
  id: '11111111-1111-4111-8111-111111111111',
  label: 'Home',
  name: 'Anjali Menon',
  phone: '9847012345',
  line1: '14/220 Kasavu Lane',
  line2: '',
  city: 'Kochi',
  state: 'Kerala',
  postalCode: '682036',
  country: 'India',
  isDefault: true,
};

const SIZES = new Set(['XS', 'S', 'M', 'L', 'XL', 'XXL', 'UK', 'SMS', 'WhatsApp']);

/** The Latin words left once what the member typed, the brand and the sizes are taken out. */
function englishIn(element: HTMLElement, kept: string[]) {
  // Each text node on its own, so a select's options do not run together.
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  while (walker.nextNode()) parts.push(walker.currentNode.textContent ?? '');
  let text = parts.join(' ');
  for (const k of kept) text = text.replaceAll(k, '');
  return (text.match(/[A-Za-z][A-Za-z'’]*/g) ?? []).filter((word) => !SIZES.has(word));
}

const KEPT = [
  'Ananya',
  'Menon',
  'member@roslis.test',
  'Kochi',
  'Home',
  'Anjali',
  'Kasavu Lane',
  'Kerala',
  'India',
  'Roslis',
];

describe('the profile overview in Malayalam', () => {
  it('the details, the addresses and the Edit Profile form, with its checks, have no English left', async () => {
    await setLanguage('ml');
    signInStorage();
    mockFetch([{ path: '/api/addresses', body: [home] }]);
    const p = {
      ...profile({ gender: 'female' }),
      ...EMPTY_PREFERENCES,
      stylePreferences: ['Ethnic' as const, 'Classic' as const],
      favoriteColors: ['Maroon' as const],
      preferredSizes: { ...EMPTY_PREFERENCES.preferredSizes, tops: 'M' as const },
      shoppingFrequency: 'monthly' as const,
      updatedAt: null,
    };
    const view = renderAt(<OverviewPanel userId={USER_ID} account={account()} profile={p} />);
    const addresses = await screen.findByRole('region', { name: 'ഷിപ്പിംഗ് വിലാസങ്ങൾ' });
    expect(await within(addresses).findByText('ഡിഫോൾട്ട്')).toBeInTheDocument();
    const style = screen.getByRole('region', { name: 'സ്റ്റൈലും ഷോപ്പിംഗും' });
    expect(within(style).getByText('എത്നിക്, ക്ലാസിക്')).toBeInTheDocument();
    expect(within(style).getByText('മെറൂൺ')).toBeInTheDocument();
    expect(within(style).getByText('ടോപ്പുകൾ M')).toBeInTheDocument();
    expect(within(style).getByText('മാസംതോറും')).toBeInTheDocument();
    expect(englishIn(view.container, KEPT)).toEqual([]);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'പ്രൊഫൈൽ തിരുത്തൂ' }));
    const form = await screen.findByRole('form', { name: 'പ്രൊഫൈൽ തിരുത്തൂ' });
    await user.type(within(form).getByLabelText('പിൻ കോഡ്'), '12');
    await user.click(within(form).getByRole('button', { name: 'സേവ് ചെയ്യൂ' }));
    expect(await within(form).findByText('ശരിയായ 6 അക്ക പിൻ കോഡ് നൽകൂ (ഉദാഹരണത്തിന് 682016).')).toBeInTheDocument();
    expect(within(form).getByRole('option', { name: 'സ്ത്രീ' })).toBeInTheDocument();
    expect(englishIn(form, KEPT)).toEqual([]);
  });
});
