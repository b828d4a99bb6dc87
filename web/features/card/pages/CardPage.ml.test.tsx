import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { englishWords } from '../../../test/english-words';
import { mockFetch, renderRoutes } from '../../../test/utils';
import { TIERS_PATH, tiersFixture } from '../lib/tiers.fixture';
import { CardPage } from './CardPage';
import { GoldPage } from './GoldPage';

/** Kept in every language: client care's address, the channels' and the deal's names, the sizes' extremes. */
const KEPT = ['care@roslis.in', 'WhatsApp', 'EMI', 'XXS', '9XL', 'Dynamo Deal'];

async function show(path: string, element: React.ReactNode) {
  await setLanguage('ml');
  mockFetch([{ path: TIERS_PATH, body: tiersFixture() }]);
  return renderRoutes([{ path, element }], { initialPath: path });
}

describe('the card pages in Malayalam', () => {
  it('shows /card in Malayalam: the hero, privileges, the chooser with its benefits, and every FAQ answer', async () => {
    const { container } = await show('/card', <CardPage />);
    expect(screen.getByRole('heading', { level: 1, name: /തിരഞ്ഞെടുത്ത\s*ചിലർക്കായി/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /നിങ്ങളുടെ പ്രിവിലേജുകൾ കാണൂ/ })).toBeInTheDocument();
    const premium = await screen.findByRole('radio', { name: 'പ്രീമിയം' });
    expect(premium).toHaveAttribute('aria-checked', 'true');
    expect(within(premium).getByText('തിരഞ്ഞെടുത്തു')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'പ്ലാറ്റിനം' })).toHaveTextContent('ക്ഷണം വേണം');
    expect(screen.getByText('എല്ലാ മാസവും അംഗങ്ങൾക്കു മാത്രമുള്ള 450+ ഡിസൈനുകൾ')).toBeInTheDocument();
    expect(screen.getByText(/പ്രീമിയം കാർഡ്, ഒറ്റത്തവണ ₹5,000/)).toBeInTheDocument();
    // Every FAQ group open: its questions and answers, prices from the API.
    for (const toggle of screen.getAllByRole('button', { expanded: false })) await userEvent.click(toggle);
    expect(screen.getByText('ഏതൊക്കെ സൈസുകളിലാണ് നിർമ്മിക്കുന്നത്?')).toBeVisible();
    expect(screen.getByText(/പ്രീമിയം ₹5,000, ഗോൾഡ് ₹20,000/)).toBeVisible();
    expect(screen.getAllByText(/6-ആം മാസം മുതൽ/).length).toBeGreaterThan(1);
    expect(englishWords(container, KEPT)).toEqual([]);
  });

  it('shows /gold in Malayalam, with what Gold adds and the upgrade', async () => {
    const { container } = await show('/gold', <GoldPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'ഗോൾഡ് കാർഡ്' })).toBeInTheDocument();
    expect(await screen.findByText('അപ്ഗ്രേഡിന് നിങ്ങൾ അടയ്ക്കേണ്ടത്')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'നിങ്ങളുടെ ഗോൾഡ് കാർഡിൽ ഉള്ളതെല്ലാം' })).toBeInTheDocument();
    expect(englishWords(container, KEPT)).toEqual([]);
  });
});
