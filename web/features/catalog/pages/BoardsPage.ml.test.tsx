import { screen, within } from '@testing-library/react';
import { useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ProductCard, ProductWithSpecs } from '#contracts/catalog';
import { setLanguage } from '../../../lib/i18n';
import { storefrontFromSlug } from '../../../lib/paths';
import { type MockRoute, mockFetch, renderRoutes, signInStorage } from '../../../test/utils';
import { cardFromProduct } from '../lib/card';
import { catalogCard, catalogProduct, mockIntersectionObserver, SHIRTS, TOPS, uuid } from '../test/fixtures';
import { BoardsPage } from './BoardsPage';
import { BoardsProductDialog } from './BoardsProductDialog';

function Board() {
  return (
    <BoardsPage storefront={storefrontFromSlug(useParams().storefront)} onAddToCart={async () => ({})} />
  );
}

const routes = [
  {
    path: '/boards/:storefront',
    element: <Board />,
    children: [{ path: '/boards/:storefront/product/:product', element: <BoardsProductDialog /> }],
  },
];

function setup(list: ProductCard[], path: string, extra: MockRoute[] = []) {
  signInStorage();
  mockIntersectionObserver();
  mockFetch([
    { path: '/api/categories', body: [TOPS, SHIRTS] },
    { path: '/api/user/voted-products', body: [] },
    { path: '/api/wishlist', body: [] },
    {
      path: '/api/user/profile',
      body: { membershipTier: 'PREMIUM', plan: 'premium', cardStatus: 'active', isMember: true },
    },
    { path: '/api/products', body: list },
    ...extra,
  ]);
  return renderRoutes(routes, { initialPath: path });
}

/** The Latin words left in a region once the names the shop gave are taken out. */
function englishIn(element: HTMLElement, kept: string[]) {
  let text = element.textContent ?? '';
  for (const k of kept) text = text.replaceAll(k, '');
  return (text.match(/[A-Za-z][A-Za-z'’]*/g) ?? []).filter((w) => !['S', 'M', 'L', 'XS', 'XL'].includes(w));
}

describe('the boards in Malayalam', () => {
  it('the board: title, search, toolbar, tiles and their actions in Malayalam, no English left', async () => {
    await setLanguage('ml');
    setup(
      [
        catalogCard({ name: 'Kasavu Wrap Top' }),
        catalogCard({ name: 'Monsoon Tunic', status: 'VOTE_TO_LAUNCH', sizes: [], sizesInStock: [] }),
      ],
      '/boards/studio',
    );
    const board = await screen.findByRole('region', { name: 'STUDIO ബോർഡ്' });
    await within(board).findByRole('heading', { level: 3, name: 'Kasavu Wrap Top' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('STUDIO');
    expect(screen.getByText('STUDIO കളക്ഷൻ ഒരു മൂഡ് ബോർഡായി. അടുത്തു കാണാൻ ഒരു പീസിൽ തൊടൂ.')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('STUDIO ബോർഡിൽ തിരയൂ')).toBeInTheDocument();
    const toolbar = screen.getByRole('toolbar', { name: 'ബോർഡ് കാഴ്ച' });
    expect(within(toolbar).getByRole('link', { name: 'ലൂപ്സ് കാഴ്ച' })).toBeInTheDocument();
    expect(within(board).getByRole('heading', { level: 2, name: 'ബോർഡിലെ പീസുകൾ' })).toBeInTheDocument();
    expect(within(board).getByRole('link', { name: 'വിവരങ്ങൾ കാണൂ: Kasavu Wrap Top' })).toBeInTheDocument();
    expect(within(board).getAllByText('വിവരങ്ങൾ കാണൂ').length).toBe(2);
    expect(englishIn(board, ['Kasavu Wrap Top', 'Monsoon Tunic'])).toEqual([]);
  });

  it('the dialog: size, action, details, share and close in Malayalam, no English left', async () => {
    await setLanguage('ml');
    const piece: ProductWithSpecs = catalogProduct({
      name: 'Periyar Pleated Trousers',
      preOrderLimit: 25,
      images: [
        { id: uuid(), imageUrl: '/media/p-1.svg', isPrimary: true, alt: 'Front', width: 900, height: 1200 },
        { id: uuid(), imageUrl: '/media/p-2.svg', isPrimary: false, alt: 'Back', width: 900, height: 1200 },
      ],
    });
    setup([cardFromProduct(piece)], `/boards/studio/product/${piece.slug}`, [
      { path: `/api/products/${piece.slug}`, body: piece },
    ]);
    const dialog = await screen.findByRole('dialog');
    const d = within(dialog);
    await d.findByRole('heading', { name: 'പീസിന്റെ വിവരങ്ങൾ' });
    await d.findByText('Handloom cotton with a woven border.');
    expect(d.getByLabelText('സൈസ്')).toBeInTheDocument();
    expect(d.getByRole('option', { name: 'ഒരു സൈസ് തിരഞ്ഞെടുക്കൂ' })).toBeInTheDocument();
    expect(d.getByRole('option', { name: 'S (വിറ്റുതീർന്നു)' })).toBeDisabled();
    expect(d.getByRole('button', { name: 'സൈസ് തിരഞ്ഞെടുക്കൂ' })).toBeDisabled();
    expect(d.getByText('പ്രീമിയം ഗുണമേന്മ')).toBeInTheDocument();
    expect(d.getByText('STUDIO-യിൽ ലഭ്യം')).toBeInTheDocument();
    expect(d.getByText('25 പ്രീ-ഓർഡറുകൾ മാത്രം')).toBeInTheDocument();
    expect(d.getByText('എല്ലാ ഓർഡറിനും ഷിപ്പിംഗ് സൗജന്യം')).toBeInTheDocument();
    expect(d.getByRole('button', { name: 'Periyar Pleated Trousers ഷെയർ ചെയ്യൂ' })).toBeInTheDocument();
    expect(d.getByRole('button', { name: 'ചിത്രം 2 / 2 കാണൂ' })).toBeInTheDocument();
    expect(d.getByRole('button', { name: 'അടയ്ക്കൂ' })).toBeInTheDocument();
    expect(
      englishIn(dialog, [
        'Periyar Pleated Trousers',
        'Handloom cotton with a woven border.',
        'Tops',
        'STUDIO',
      ]),
    ).toEqual([]);
  });
});
