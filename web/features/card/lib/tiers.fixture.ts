import type { Tier, TierId } from '#contracts/membership';

/** GET /api/membership/tiers as the demo database answers it (sandbox on), for tests. */
export function tiersFixture(over: Partial<Record<TierId, Partial<Tier>>> = {}): Tier[] {
  const base: Tier[] = [
    {
      id: 'basic',
      name: 'Basic',
      price: '1.00',
      annualFee: null,
      validity: 'lifetime',
      purchasable: true,
      invitationOnly: false,
      sandboxOnly: true,
      tagline: 'Test tier for the sandbox payment gateway',
      benefits: ['Test the full joining flow for ₹1'],
    },
    {
      id: 'premium',
      name: 'Premium',
      price: '5000.00',
      annualFee: null,
      validity: 'lifetime',
      purchasable: true,
      invitationOnly: false,
      sandboxOnly: false,
      tagline: 'Your entry to the club',
      benefits: ['450+ member-only designs every month', 'Free shipping across India'],
    },
    {
      id: 'gold',
      name: 'Gold',
      price: '20000.00',
      annualFee: null,
      validity: 'lifetime',
      purchasable: true,
      invitationOnly: false,
      sandboxOnly: false,
      tagline: 'More picks, earlier, everywhere',
      benefits: [
        'Everything in Premium',
        'One Limited Edition pick free every month',
        'Free shipping across India',
      ],
    },
    {
      id: 'platinum',
      name: 'Platinum',
      price: '25000.00',
      annualFee: '2000.00',
      validity: 'annual',
      purchasable: false,
      invitationOnly: true,
      sandboxOnly: false,
      tagline: 'By invitation only',
      benefits: ['Everything in Gold', 'Free custom sizing on Signature collections'],
    },
  ];
  return base.map((t) => ({ ...t, ...over[t.id] }));
}

export const TIERS_PATH = '/api/membership/tiers';
