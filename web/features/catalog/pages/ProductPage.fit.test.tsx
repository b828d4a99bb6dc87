import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FitAnswer, SizeChart } from '#contracts/fit';
import { type MockRoute, mockFetch, renderRoutes, signInStorage } from '../../../test/utils';
import { catalogProduct, TOPS } from '../test/fixtures';
import { ProductPage } from './ProductPage';

/**
 * The product page's size guide (the category's chart, cm or inches) and "Your size": the suggested
 * size chosen in the picker with its reason, "Shopping for" over her people, a sold-out suggestion
 * with the nearest that fits, and "Add your measurements" when there is nothing to go on.
 */
const ME = '00000000-0000-4000-8000-0000000000a1';
const AMMA = '00000000-0000-4000-8000-0000000000a2';
const MEERA = '00000000-0000-4000-8000-0000000000a3';

const piece = catalogProduct({
  variants: [
    { id: '00000000-0000-4000-8000-0000000000b1', name: 'size', value: 'S', stock: 2 },
    { id: '00000000-0000-4000-8000-0000000000b2', name: 'size', value: 'M', stock: 5 },
    { id: '00000000-0000-4000-8000-0000000000b3', name: 'size', value: 'L', stock: 3 },
    { id: '00000000-0000-4000-8000-0000000000b4', name: 'size', value: 'XL', stock: 0 },
  ],
});

const answer: FitAnswer = {
  products: [
    {
      productId: piece.id,
      fit: 'regular',
      profiles: [
        {
          profileId: ME,
          name: 'Me',
          isPrimary: true,
          recommendation: {
            size: 'M',
            reason: 'Your chest, 92 cm, is within M (89–94 cm).',
            confidence: 'high',
            basis: 'measurements',
            // Written from the words (Amma's answer has none: her reason is shown as the server wrote it).
            words: { key: 'within', size: 'M', measure: 'bust', cm: 92, low: 89, high: 94, fit: 'regular' },
          },
          available: true,
          nearest: null,
        },
        {
          profileId: AMMA,
          name: 'Amma',
          isPrimary: false,
          recommendation: {
            size: 'XL',
            reason: 'You told us you wear XL in tops.',
            confidence: 'medium',
            basis: 'roslis',
          },
          available: false,
          nearest: 'L',
        },
        {
          profileId: MEERA,
          name: 'Meera',
          isPrimary: false,
          recommendation: { size: null, reason: 'Add your measurements' },
          available: null,
          nearest: null,
        },
      ],
    },
  ],
};

const chart: SizeChart = {
  category: TOPS,
  measures: ['bust', 'waist'],
  rows: [
    { size: 'S', bust: 86, waist: 71, hips: null, shoulder: null, length: null },
    { size: 'M', bust: 91, waist: 76, hips: null, shoulder: null, length: null },
  ],
  updatedAt: null,
};

function setup(routes: MockRoute[] = [], { signedIn = true } = {}) {
  const onAddToCart = vi.fn(async () => ({}));
  if (signedIn) signInStorage();
  const fetch = mockFetch([
    { path: '/api/user/voted-products', body: [] },
    { path: '/api/wishlist', body: [] },
    { path: '/api/user/wishlist', body: [] },
    { path: `/api/products/${piece.slug}/related`, body: [] },
    { path: `/api/products/${piece.slug}`, body: piece },
    { path: '/api/fit', body: answer },
    { path: '/api/size-charts/tops', body: chart },
    ...routes,
  ]);
  const utils = renderRoutes(
    [
      { path: '/products/:slug', element: <ProductPage onAddToCart={onAddToCart} /> },
      { path: '/profile/preferences', element: <p>Preferences page</p> },
    ],
    { initialPath: `/products/${piece.slug}` },
  );
  return { ...utils, ...fetch, onAddToCart, user: userEvent.setup() };
}

const sizeRadio = (size: string) =>
  screen.getByRole('radio', { name: new RegExp(`^${size}( \\(sold out\\))?$`) });

describe('Your size', () => {
  it('chooses her size in the picker and says so, with the reason', async () => {
    const { calls } = setup();
    const panel = await screen.findByRole('region', { name: 'Your size' });
    expect(within(panel).getByText('Your size: M')).toBeInTheDocument();
    // Chosen once her answer is in (an effect of the render that drew it).
    expect(await within(panel).findByText('(chosen for you below)')).toBeInTheDocument();
    expect(within(panel).getByText('Your chest, 92 cm, is within M (89–94 cm).')).toBeInTheDocument();
    expect(sizeRadio('M')).toBeChecked();
    expect(calls.some((c) => c.url === `/api/fit?ids=${piece.id}`)).toBe(true);
  });

  it('keeps the size she picks herself, and offers the suggestion back', async () => {
    const { user } = setup();
    await screen.findByText('Your size: M');
    await user.click(sizeRadio('L'));
    expect(sizeRadio('L')).toBeChecked();
    const panel = screen.getByRole('region', { name: 'Your size' });
    await user.click(within(panel).getByRole('button', { name: 'Choose M' }));
    expect(sizeRadio('M')).toBeChecked();
  });

  it('switches between her people; a sold-out size offers the nearest that fits', async () => {
    const { user } = setup();
    await screen.findByText('Your size: M');
    const shoppingFor = screen.getByRole('group', { name: 'Shopping for' });
    await user.click(within(shoppingFor).getByRole('radio', { name: 'Amma' }));
    const panel = screen.getByRole('region', { name: 'Your size' });
    expect(within(panel).getByText("Amma's size: XL")).toBeInTheDocument();
    expect(within(panel).getByText('You told us you wear XL in tops.')).toBeInTheDocument();
    expect(within(panel).getByText('XL is sold out.')).toBeInTheDocument();
    // Never chosen silently: nothing is picked until she takes the nearest.
    expect(screen.getAllByRole('radio', { checked: true }).map((r) => r.getAttribute('name'))).toEqual([
      'shopping-for',
    ]);
    await user.click(within(panel).getByRole('button', { name: 'Choose L' }));
    expect(sizeRadio('L')).toBeChecked();

    await user.click(within(shoppingFor).getByRole('radio', { name: 'Meera' }));
    const add = within(panel).getByRole('link', { name: 'Add your measurements' });
    expect(add).toHaveAttribute('href', '/profile/preferences');
  });

  it('adds the piece for the person she is shopping for (herself: no profile on the line)', async () => {
    const { user, onAddToCart } = setup();
    await screen.findByText('Your size: M');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(onAddToCart).toHaveBeenLastCalledWith({
      productId: piece.id,
      variantId: '00000000-0000-4000-8000-0000000000b2',
      quantity: 1,
    });
    const shoppingFor = screen.getByRole('group', { name: 'Shopping for' });
    await user.click(within(shoppingFor).getByRole('radio', { name: 'Amma' }));
    await user.click(
      within(screen.getByRole('region', { name: 'Your size' })).getByRole('button', { name: 'Choose L' }),
    );
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(onAddToCart).toHaveBeenLastCalledWith({
      productId: piece.id,
      variantId: '00000000-0000-4000-8000-0000000000b3',
      quantity: 1,
      profileId: AMMA,
    });
  });

  it('is not asked for a visitor', async () => {
    const { calls } = setup([], { signedIn: false });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Your size' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith('/api/fit'))).toBe(false);
  });
});

describe('the size guide', () => {
  it('opens the category chart in centimetres and inches', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Size guide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Size guide' });
    const table = await within(dialog).findByRole('table', { name: 'Tops size chart in centimetres' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Size', 'Bust', 'Waist']);
    expect(within(table).getByRole('row', { name: 'M 91 76' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'inches' }));
    const inches = within(dialog).getByRole('table', { name: 'Tops size chart in inches' });
    expect(within(inches).getByRole('row', { name: 'M 35.8 29.9' })).toBeInTheDocument();
  });

  it('says so when the category has no chart yet', async () => {
    const { user } = setup([
      { path: '/api/size-charts/tops', status: 404, body: { message: 'No chart', code: 'NOT_FOUND' } },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Size guide' }));
    expect(await screen.findByText('This category has no size chart yet.')).toBeInTheDocument();
  });
});
