import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CardLife, Tier } from '#contracts/membership';
import { EMPTY_PREFERENCES } from '#contracts/profile';
import { setLanguage } from '../../../lib/i18n';
import { account, profile, USER_ID } from '../../../test/fixtures';
import { mockFetch, renderRoutes, signInStorage } from '../../../test/utils';
import { DashboardPage } from './DashboardPage';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const tier = (id: Tier['id'], price: string, invitationOnly = false): Tier => ({
  id,
  name: id,
  price,
  annualFee: null,
  validity: 'lifetime',
  purchasable: !invitationOnly,
  invitationOnly,
  sandboxOnly: false,
  tagline: '',
  benefits: [],
});

const life: CardLife = {
  plan: 'premium',
  status: 'active',
  inactiveSince: null,
  monthly: null,
  renewal: null,
  payment: null,
  platinumWaiver: null,
  birthdayGift: { fromMonth: 6, startsOn: '2027-03-13T18:30:00.000Z' },
  events: [],
};

/** The Latin words left once the member's own words (name, e-mail, city) and the brand names are taken out. */
function englishIn(element: HTMLElement, kept: string[]) {
  const copy = element.cloneNode(true) as HTMLElement;
  // The drawn card's face is decorative and stays as printed.
  for (const face of copy.querySelectorAll('[data-card-face]')) face.remove();
  let text = copy.textContent ?? '';
  for (const k of kept) text = text.replaceAll(k, '');
  return text.match(/[A-Za-z][A-Za-z'’]*/g) ?? [];
}

const KEPT = ['Ananya', 'Menon', 'member@roslis.test', 'Kochi', 'Roslis', 'LIMITED-EDITION', 'Signature'];

function setup(
  over: Parameters<typeof account>[0] = {},
  extra: { life?: CardLife; benefits?: string[]; activity?: unknown[] } = {},
) {
  signInStorage();
  mockFetch([
    { path: `/api/auth/account/${USER_ID}`, body: account(over) },
    {
      path: `/api/auth/profile/${USER_ID}`,
      body: { ...profile({ gender: 'female', pincode: '682016' }), ...EMPTY_PREFERENCES, updatedAt: null },
    },
    {
      path: '/api/membership/tiers',
      body: [
        { ...tier('premium', '5000.00'), benefits: extra.benefits ?? [] },
        tier('gold', '20000.00'),
        tier('platinum', '25000.00', true),
      ],
    },
    { path: '/api/user/points', body: { balance: 1250, activity: extra.activity ?? [] } },
    { path: '/api/membership/card-life', body: extra.life ?? life },
    {
      path: '/api/member-prices',
      body: { prices: {}, pick: { status: 'available', price: '999.00', cap: '3500.00', nextOn: '' } },
    },
  ]);
  return renderRoutes([{ path: '/dashboard', element: <DashboardPage /> }], { initialPath: '/dashboard' });
}

describe('the dashboard in Malayalam', () => {
  it('the header, the password banner and the Profile tab with no English left', async () => {
    await setLanguage('ml');
    const user = userEvent.setup();
    const view = setup({ hasPassword: false });
    expect(await screen.findByRole('tab', { name: 'പ്രൊഫൈൽ' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'മെമ്പർഷിപ്പ്' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'ക്രമീകരണങ്ങൾ' })).toBeInTheDocument();
    expect(screen.getByText('പ്രീമിയം കാർഡ് · ആജീവനാന്തം (കാലാവധി തീരില്ല)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ലോഗൗട്ട്' })).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'ഒരു പാസ്‌വേഡ് ഉണ്ടാക്കൂ' });
    expect(englishIn(form, KEPT)).toEqual([]);
    await user.type(within(form).getByLabelText('പാസ്‌വേഡ്'), 'Kasavu@2026');
    await user.type(within(form).getByLabelText('പാസ്‌വേഡ് ഒന്നുകൂടി നൽകൂ'), 'Kasavu@2027');
    await user.click(within(form).getByRole('button', { name: 'പാസ്‌വേഡ് ഉണ്ടാക്കൂ' }));
    expect(await screen.findByText('പാസ്‌വേഡുകൾ ഒന്നല്ല')).toBeInTheDocument();

    const panel = screen.getByRole('tabpanel', { name: 'പ്രൊഫൈൽ' });
    expect(within(panel).getByRole('heading', { name: 'വ്യക്തിഗത വിവരങ്ങൾ' })).toBeInTheDocument();
    expect(within(panel).getByText('സ്ത്രീ')).toBeInTheDocument();
    expect(within(panel).getAllByText('നൽകിയിട്ടില്ല').length).toBeGreaterThan(0);
    expect(englishIn(panel, KEPT)).toEqual([]);
    expect(englishIn(view.container, KEPT)).toEqual([]);
  });

  it('the Membership tab: the card, its perks, points, this month’s pick and the upgrade cards', async () => {
    await setLanguage('ml');
    const user = userEvent.setup();
    setup();
    await user.click(await screen.findByRole('tab', { name: 'മെമ്പർഷിപ്പ്' }));
    const panel = screen.getByRole('tabpanel', { name: 'മെമ്പർഷിപ്പ്' });
    expect(await within(panel).findByRole('heading', { name: 'എന്റെ മെമ്പർഷിപ്പ്' })).toBeInTheDocument();
    expect(await within(panel).findByText('ഈ മാസത്തെ നിങ്ങളുടെ ഡിസൈൻ: ₹999')).toBeInTheDocument();
    expect(within(panel).getByText('1,250')).toBeInTheDocument();
    expect(within(panel).getByText('നിങ്ങളുടെ Roslis പ്രീമിയം കാർഡ്')).toBeInTheDocument();
    expect(within(panel).getByRole('region', { name: 'നിങ്ങളുടെ കാർഡിന്റെ ആനുകൂല്യങ്ങൾ' })).toHaveTextContent(
      /^നിങ്ങളുടെ പിറന്നാൾ സമ്മാനം 6-ആം മാസം, 2027 മാർച്ച് 14 മുതൽ തുടങ്ങും$/,
    );
    const cards = await within(panel).findByRole('region', { name: 'കാർഡ് അപ്ഗ്രേഡ് ചെയ്യൂ' });
    expect(within(cards).getByRole('link', { name: 'ഗോൾഡ് കാർഡിലേക്ക് അപ്ഗ്രേഡ് ചെയ്യൂ' })).toHaveAttribute(
      'href',
      '/upgrade?plan=gold&from=premium',
    );
    expect(within(cards).getByText('ക്ഷണം വഴി മാത്രം')).toBeInTheDocument();
    expect(englishIn(panel, KEPT)).toEqual([]);
  });

  it('this month’s design, the benefits and the activity lines the server sends, in Malayalam', async () => {
    await setLanguage('ml');
    const user = userEvent.setup();
    setup(
      {},
      {
        life: {
          ...life,
          monthly: {
            month: 'November 2026',
            deadline: '30 November 2026',
            monthStartsOn: '2026-11-01',
            deadlineOn: '2026-11-30',
            bought: false,
          },
          events: [
            {
              kind: 'deactivated',
              label: 'Card inactive',
              note: 'No LIMITED-EDITION purchase in October 2026',
              key: 'noPurchaseIn',
              params: { month: '2026-10-01' },
              at: '2026-11-01T00:30:00.000Z',
            },
          ],
        },
        benefits: ['450+ member-only designs every month', 'Free shipping across India'],
        activity: [
          {
            kind: 'purchase',
            label: 'Points earned',
            points: 62,
            note: 'Order RSL-1042',
            key: 'order',
            params: { order: 'RSL-1042' },
            at: '2026-11-05T10:00:00.000Z',
          },
          {
            kind: 'joining_bonus',
            label: 'Joining bonus',
            points: 500,
            note: null,
            key: null,
            at: '2026-09-01T10:00:00.000Z',
          },
        ],
      },
    );
    await user.click(await screen.findByRole('tab', { name: 'മെമ്പർഷിപ്പ്' }));
    const panel = screen.getByRole('tabpanel', { name: 'മെമ്പർഷിപ്പ്' });

    const standing = await within(panel).findByRole('region', { name: 'ഈ മാസം നിങ്ങളുടെ കാർഡ്' });
    expect(standing).toHaveTextContent('2026 നവംബർ');
    expect(standing).toHaveTextContent('2026 നവംബർ 30');
    expect(englishIn(standing, KEPT)).toEqual([]);

    const benefits = within(panel).getByRole('region', { name: 'നിങ്ങളുടെ പ്രീമിയം ആനുകൂല്യങ്ങൾ' });
    expect(within(benefits).getByText('എല്ലാ മാസവും അംഗങ്ങൾക്കു മാത്രമുള്ള 450+ ഡിസൈനുകൾ')).toBeInTheDocument();
    expect(within(benefits).getByText('ഇന്ത്യയിലെവിടെയും സൗജന്യ ഷിപ്പിംഗ്')).toBeInTheDocument();
    expect(englishIn(benefits, KEPT)).toEqual([]);

    const activity = within(panel).getByRole('region', { name: 'മെമ്പർഷിപ്പ് വിവരങ്ങൾ' });
    expect(await within(activity).findByText('പോയിന്റ് കിട്ടി')).toBeInTheDocument();
    expect(within(activity).getByText('ഓർഡർ RSL-1042')).toBeInTheDocument();
    expect(within(activity).getByText('ജോയിനിംഗ് ബോണസ്')).toBeInTheDocument();
    expect(within(activity).getByText('കാർഡ് ഇൻആക്ടീവ്')).toBeInTheDocument();
    expect(within(activity).getByText('2026 ഒക്‌ടോബർ-ൽ LIMITED-EDITION പീസ് ഒന്നും വാങ്ങിയില്ല')).toBeInTheDocument();
    expect(englishIn(activity, [...KEPT, 'RSL'])).toEqual([]);
  });

  it('a benefit line the catalogue does not have yet shows as the tiers table has it', async () => {
    await setLanguage('ml');
    const user = userEvent.setup();
    setup({}, { benefits: ['Free shipping across India', 'A new line not translated yet'] });
    await user.click(await screen.findByRole('tab', { name: 'മെമ്പർഷിപ്പ്' }));
    const benefits = await screen.findByRole('region', { name: 'നിങ്ങളുടെ പ്രീമിയം ആനുകൂല്യങ്ങൾ' });
    expect(within(benefits).getByText('ഇന്ത്യയിലെവിടെയും സൗജന്യ ഷിപ്പിംഗ്')).toBeInTheDocument();
    expect(within(benefits).getByText('A new line not translated yet')).toBeInTheDocument();
  });

  it('an applicant’s dashboard and the Settings tab', async () => {
    await setLanguage('ml');
    const user = userEvent.setup();
    setup({ currentPlan: 'gold', cardStatus: 'rejected' });
    const state = await screen.findByRole('region', { name: 'നിങ്ങളുടെ അപേക്ഷ അംഗീകരിച്ചില്ല' });
    expect(englishIn(state, KEPT)).toEqual([]);
    expect(screen.getByText('ഗോൾഡ് കാർഡ് · അപേക്ഷ അംഗീകരിച്ചില്ല')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'ക്രമീകരണങ്ങൾ' }));
    expect(screen.getByRole('heading', { name: 'അക്കൗണ്ട് ക്രമീകരണങ്ങൾ' })).toBeInTheDocument();
  });
});
