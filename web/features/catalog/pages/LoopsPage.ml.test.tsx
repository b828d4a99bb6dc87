import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductWithSpecs } from '#contracts/catalog';
import { setLanguage } from '../../../lib/i18n';
import { type MockRoute, mockFetch, renderRoutes, signInStorage } from '../../../test/utils';
import { cardFromProduct } from '../lib/card';
import { catalogProduct, SHIRTS, TOPS, uuid } from '../test/fixtures';
import { LoopsPage } from './LoopsPage';

const routes = [
  { path: '/loops/studio', element: <LoopsPage storefront="STUDIO" onAddToCart={async () => ({})} /> },
];

const image = (n: number) => ({
  id: uuid(),
  imageUrl: `/media/${n}.svg`,
  isPrimary: n === 1,
  alt: `View ${n}`,
  width: 900,
  height: 1200,
});

function setup(products: ProductWithSpecs[], extra: MockRoute[] = []) {
  signInStorage();
  mockFetch([
    { path: '/api/categories', body: [TOPS, SHIRTS] },
    { path: '/api/user/voted-products', body: [] },
    { path: '/api/wishlist', body: [] },
    {
      path: '/api/user/profile',
      body: { membershipTier: 'PREMIUM', plan: 'premium', cardStatus: 'active', isMember: true },
    },
    { path: '/api/products', body: products.map(cardFromProduct) },
    ...products.map((p) => ({ path: `/api/products/${p.slug}`, body: p })),
    ...extra,
  ]);
  return renderRoutes(routes, { initialPath: '/loops/studio' });
}

/** The Latin words left in a region once the names the shop or the member gave are taken out. */
function englishIn(element: HTMLElement, kept: string[]) {
  let text = element.textContent ?? '';
  for (const k of kept) text = text.replaceAll(k, '');
  return text.match(/[A-Za-z][A-Za-z'’]*/g) ?? [];
}

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

describe('the loops viewer in Malayalam', () => {
  it('counts, hints, the side buttons, the key legend and the info panel in Malayalam, no English left', async () => {
    await setLanguage('ml');
    const blouse = catalogProduct({
      name: 'Vaiga Pintuck Blouse',
      images: [image(1), image(2)],
      compareAtPrice: '1999.00',
    });
    setup([blouse, catalogProduct({ name: 'Periyar Pleated Trousers' })]);
    expect(await screen.findByRole('img', { name: 'പീസ് 1 / 2' })).toBeInTheDocument();
    const viewer = screen.getByRole('region', { name: 'STUDIO ലൂപ്സ്' });
    expect(within(viewer).getByRole('img', { name: 'ചിത്രം 1 / 2' })).toBeInTheDocument();
    expect(within(viewer).getByText('ചിത്രങ്ങൾ കാണാൻ വശങ്ങളിലേക്കു സ്വൈപ്പ് ചെയ്യൂ')).toBeInTheDocument();
    expect(within(viewer).getByRole('button', { name: 'ലൂപ്സ് അടയ്ക്കൂ' })).toHaveAttribute('title', 'അടയ്ക്കൂ (Esc)');
    expect(within(viewer).getByRole('button', { name: 'പീസിന്റെ വിവരങ്ങൾ കാണൂ' })).toBeInTheDocument();
    expect(within(viewer).getByRole('button', { name: 'എഴുത്തുകൾ മറയ്ക്കൂ' })).toBeInTheDocument();
    expect(
      within(viewer).getByRole('button', { name: 'Vaiga Pintuck Blouse ഷെയർ ചെയ്യൂ' }),
    ).toBeInTheDocument();
    expect(within(viewer).getByRole('button', { name: 'അടുത്ത ചിത്രം' })).toBeInTheDocument();
    expect(within(viewer).getByLabelText('കീബോർഡ് കുറുക്കുവഴികൾ')).toHaveTextContent('സ്പേസ്വിവരങ്ങൾ');
    expect(within(viewer).getAllByText('സ്റ്റോക്കുണ്ട്').length).toBeGreaterThan(0);

    act(() => void fireEvent.keyDown(window, { key: ' ' }));
    const panel = await screen.findByRole('region', { name: 'Vaiga Pintuck Blouse' });
    expect(within(panel).getByText('ഒരു ഓർഡറിൽ പരമാവധി 10 പീസ്')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'മുഴുവൻ വിവരങ്ങളും കാണൂ' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'ബാഗിലേക്കു ചേർക്കൂ' })).toBeInTheDocument();
    expect(within(panel).getByRole('option', { name: 'S (വിറ്റുതീർന്നു)' })).toBeDisabled();
    expect(screen.getByText('Vaiga Pintuck Blouse, 2-ൽ 1')).toBeInTheDocument();

    // Left: the product and category names, the description (the shop's words from the server),
    // sizes, the brand and the Esc key's cap.
    const kept = [
      'Vaiga Pintuck Blouse',
      'Periyar Pleated Trousers',
      'Handloom cotton with a woven border.',
      'Tops',
      'STUDIO',
      'Esc',
    ];
    expect(englishIn(viewer, kept).filter((w) => !['S', 'M'].includes(w))).toEqual([]);
  });

  it('says the empty storefront and its way back in Malayalam', async () => {
    await setLanguage('ml');
    setup([]);
    expect(
      await screen.findByRole('heading', { name: 'ലൂപ്സ് കാഴ്ചയിൽ കാണിക്കാൻ STUDIO-ൽ പീസുകളൊന്നുമില്ല' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'സ്റ്റോറിലേക്കു മടങ്ങൂ' })).toBeInTheDocument();
  });
});
