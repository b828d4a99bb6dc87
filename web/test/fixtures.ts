import type { Account, Profile } from '#contracts/auth';
import type { CartItem } from '#contracts/cart';

export const USER_ID = '11111111-1111-4111-8111-111111111111';

export function account(over: Partial<Account> = {}): Account {
  return {
    userId: USER_ID,
    email: 'member@roslis.test',
    phone: null,
    currentPlan: 'premium',
    planExpiresAt: null,
    cardStatus: 'active',
    isVerified: true,
    hasPassword: true,
    createdAt: '2024-05-01T10:00:00.000Z',
    role: 'customer',
    locale: null,
    ...over,
  };
}

export function profile(over: Partial<Profile> = {}): Profile {
  return {
    username: null,
    firstName: 'Ananya',
    lastName: 'Menon',
    bio: null,
    address: null,
    city: 'Kochi',
    state: null,
    pincode: null,
    gender: null,
    dateOfBirth: null,
    profession: null,
    isComplete: true,
    ...over,
  };
}

export function cartLine(
  id: string,
  over: Partial<CartItem> = {},
  product: Partial<CartItem['product']> = {},
): CartItem {
  return {
    id,
    quantity: 1,
    variantId: null,
    variant: null,
    isPreOrder: false,
    holdExpired: false,
    profileId: null,
    forName: null,
    ...over,
    product: {
      status: 'IN_STOCK',
      preOrderEndDate: null,
      id: `p-${id}`,
      slug: `piece-${id}`,
      name: `Piece ${id}`,
      price: '1499.00',
      availableIn: 'STUDIO',
      images: [{ imageUrl: `/media/garments/top-plain-111111-222222-0.svg` }],
      ...product,
    },
  };
}
