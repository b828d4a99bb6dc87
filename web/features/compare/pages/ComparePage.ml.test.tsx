import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Tier } from '#contracts/membership';
import { setLanguage } from '../../../lib/i18n';
import { englishWords } from '../../../test/english-words';
import { mockFetch, renderRoutes } from '../../../test/utils';
import { ComparePage } from './ComparePage';

/** The cards as the tiers table words them (their English is translated by the tiers catalogue). */
const tier = (id: Tier['id'], name: string, price: string, tagline: string, benefits: string[]): Tier => ({
  id,
  name,
  price,
  annualFee: null,
  validity: 'lifetime',
  purchasable: true,
  invitationOnly: false,
  sandboxOnly: false,
  tagline,
  benefits,
});
const TIERS = [
  tier('premium', 'Premium', '5000.00', 'Your entry to the club', [
    '450+ member-only designs every month',
    'One Limited Edition pick a month for ₹999',
    'Free shipping across India',
  ]),
  tier('gold', 'Gold', '20000.00', 'More picks, earlier, everywhere', [
    'Everything in Premium',
    '24-hour early access to launches',
  ]),
];

describe('the card comparison in Malayalam', () => {
  it('shows /card2 in Malayalam: hero, tabs, the card with its benefits, testimonials, FAQ and Join band', async () => {
    await setLanguage('ml');
    mockFetch([{ path: '/api/membership/tiers', body: TIERS }]);
    const { container } = renderRoutes([{ path: '/card2', element: <ComparePage /> }], {
      initialPath: '/card2',
    });
    expect(screen.getByRole('heading', { level: 1, name: /അംഗങ്ങൾക്കു മാത്രം/ })).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'മെമ്പർഷിപ്പ് കാർഡുകൾ' });
    expect(within(tabs).getByRole('tab', { name: 'പ്രീമിയം', selected: true })).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText('₹5,000')).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'പ്രീമിയം കാർഡ്' })).toBeInTheDocument();
    expect(within(panel).getByRole('list', { name: 'പ്രീമിയം കാർഡിന്റെ ആനുകൂല്യങ്ങൾ' })).toHaveTextContent(
      'എല്ലാ മാസവും അംഗങ്ങൾക്കു മാത്രമുള്ള 450+ ഡിസൈനുകൾ',
    );
    expect(screen.getByRole('link', { name: 'പ്രീമിയം കാർഡുമായി ഇപ്പോൾ ചേരൂ' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'പ്രീമിയത്തെക്കാൾ ഗോൾഡിൽ എന്താണ് കൂടുതൽ?' }));
    expect(screen.getByText(/₹999-നു പകരം സൗജന്യം/)).toBeVisible();
    // Every answer, open or not.
    expect(englishWords(container)).toEqual([]);

    // The other tab and the Join band follow it.
    await userEvent.click(screen.getByRole('button', { name: 'പകരം ഗോൾഡ് തിരഞ്ഞെടുക്കൂ' }));
    expect(
      within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'ഗോൾഡ് കാർഡ്' }),
    ).toBeInTheDocument();
    expect(englishWords(container)).toEqual([]);
  });
});
