import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UPGRADE_MESSAGES } from '#contracts/membership';
import { setLanguage } from '../../../lib/i18n';
import { mockFetch, renderRoutes, signInStorage } from '../../../test/utils';
import { UpgradePage } from './UpgradePage';

const QUOTE = {
  from: 'premium',
  to: 'gold',
  fromPrice: '5000.00',
  toPrice: '20000.00',
  difference: '15000.00',
};

function show(quote: { status?: number; body: unknown }) {
  signInStorage();
  mockFetch([
    { path: '/api/membership/upgrade', ...quote },
    { path: '/api/payment/config', body: { provider: 'sandbox', keyId: null } },
  ]);
  return renderRoutes([{ path: '/upgrade', element: <UpgradePage /> }], {
    initialPath: '/upgrade?plan=gold&from=premium',
  });
}

/** The Latin words left once the drawn cards' faces (decorative, as printed) are taken out. */
function englishIn(element: HTMLElement) {
  const copy = element.cloneNode(true) as HTMLElement;
  for (const face of copy.querySelectorAll('[data-card-face]')) face.remove();
  return copy.textContent?.match(/[A-Za-z][A-Za-z'’]*/g) ?? [];
}

describe('the card upgrade in Malayalam', () => {
  it('both cards, the difference and the pay button', async () => {
    await setLanguage('ml');
    const view = show({ body: QUOTE });
    expect(
      await screen.findByRole('heading', { name: 'പ്രീമിയം കാർഡിൽ നിന്ന് ഗോൾഡ് കാർഡിലേക്ക്' }),
    ).toBeInTheDocument();
    expect(screen.getByText('ഇപ്പോൾ: പ്രീമിയം (₹5,000)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '₹15,000 അടയ്ക്കൂ' })).toBeInTheDocument();
    expect(englishIn(view.container)).toEqual([]);
  });

  it('a card she already holds', async () => {
    await setLanguage('ml');
    const view = show({ status: 409, body: { message: UPGRADE_MESSAGES.same, code: 'CONFLICT' } });
    expect(await screen.findByRole('heading', { name: 'ഗോൾഡ് കാർഡ് ഇപ്പോൾ തന്നെ നിങ്ങൾക്കുണ്ട്' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'എന്റെ മെമ്പർഷിപ്പ്' })).toBeInTheDocument();
    expect(englishIn(view.container)).toEqual([]);
  });
});
