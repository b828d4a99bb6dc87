import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { englishWords } from '../../../test/english-words';
import { mockFetch, renderAt } from '../../../test/utils';
import { HomePage } from './HomePage';

/** The gallery's hashtags stay as members tag their looks. */
const TAGS = [
  '#RoslisStyle',
  '#MadeInKerala',
  '#EverySize',
  '#MembersOnly',
  '#LimitedEdition',
  '#StudioEdit',
];

const TIERS = [
  { id: 'premium', name: 'Premium', price: '4999.00', invitationOnly: false },
  { id: 'gold', name: 'Gold', price: '9999.00', invitationOnly: false },
  { id: 'platinum', name: 'Platinum', price: '0.00', invitationOnly: true },
];

describe('the home page in Malayalam', () => {
  it('speaks Malayalam in every section, its pictures and prices too', async () => {
    await setLanguage('ml');
    mockFetch([
      { path: '/api/featured', status: 500, body: { message: 'down', code: 'INTERNAL' } },
      { path: '/api/membership/tiers', body: TIERS },
    ]);
    const { container } = renderAt(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: /തിരഞ്ഞെടുത്ത ചിലർക്കായി ഒരുക്കിയത്/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /ഇപ്പോൾ ചേരൂ/ })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: /ഘട്ടം 1:.*ഫാഷൻ അഡ്വൈസർ കോഡ് ഉപയോഗിച്ച് അപേക്ഷിക്കൂ/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'ലഭ്യമായ സൈസുകൾ' })).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: 'സ്വർണ്ണ മോട്ടിഫുകളുള്ള കടുംപച്ച പെയ്‌സ്‌ലി കുർത്ത' }),
    ).toBeInTheDocument();
    const cards = screen.getByRole('heading', { name: /രണ്ടു കാർഡുകൾ/ }).parentElement!;
    expect(await within(cards).findByText('ഗോൾഡ്')).toBeInTheDocument();
    expect(within(cards).getByText('ക്ഷണം വഴി മാത്രം')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /ധരിച്ച ഒരു അംഗം$/ })).toHaveLength(6);
    expect(englishWords(container, TAGS)).toEqual([]);
  });
});
