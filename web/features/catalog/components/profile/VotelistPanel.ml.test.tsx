import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../../lib/i18n';
import { mockFetch, renderAt, signInStorage } from '../../../../test/utils';
import { catalogProduct } from '../../test/fixtures';
import { VotelistPanel } from './VotelistPanel';

const voted = (id: string, name: string, status: 'VOTE_TO_LAUNCH' | 'PRE_ORDER' | 'IN_STOCK') => ({
  productId: id,
  votedAt: '2026-11-20T10:00:00.000Z',
  product: {
    id,
    slug: name.toLowerCase().replace(/ /g, '-'),
    name,
    price: '2999.00',
    status,
    voteCount: 42,
    voteThreshold: 100,
    imageUrl: null,
  },
});

const NAMES = ['Monsoon Tunic', 'Onam Set', 'Kasavu Top'];

describe('the votelist in Malayalam', () => {
  it('the count, each state, the vote line and the buttons in Malayalam, no English left', async () => {
    await setLanguage('ml');
    signInStorage();
    const top = voted('33333333-3333-4333-8333-333333333333', 'Kasavu Top', 'IN_STOCK');
    mockFetch([
      {
        path: '/api/user/voted-products',
        body: [
          voted('11111111-1111-4111-8111-111111111111', 'Monsoon Tunic', 'VOTE_TO_LAUNCH'),
          voted('22222222-2222-4222-8222-222222222222', 'Onam Set', 'PRE_ORDER'),
          top,
        ],
      },
      {
        path: `/api/products/${top.product.slug}`,
        body: catalogProduct({ id: top.productId, slug: top.product.slug, name: 'Kasavu Top' }),
      },
    ]);
    renderAt(<VotelistPanel onAddToCart={async () => undefined} />);
    const panel = (await screen.findByRole('heading', { name: 'എന്റെ വോട്ടുകൾ' })).closest('section')!;
    expect(await screen.findByText('3 പീസുകൾക്കു വോട്ട് ചെയ്തു')).toBeInTheDocument();
    expect(screen.getByText('വോട്ടിംഗ് നടക്കുന്നു')).toBeInTheDocument();
    expect(screen.getByText('ലോഞ്ച് ചെയ്തു!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'വോട്ട് ചെയ്തു' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'പ്രീ-ഓർഡർ ചെയ്യൂ: Onam Set' })).toBeEnabled();
    // Rupees, the count and the date (through Intl, ml-IN) inside the translated line.
    expect(screen.getAllByText(/^₹2,999 · 42 വോട്ടുകൾ · 2026 നവം 20-ന് വോട്ട് ചെയ്തു$/)).toHaveLength(3);

    // Add to Cart asks for a size in place, in Malayalam.
    await userEvent.click(screen.getByRole('button', { name: 'ബാഗിലേക്കു ചേർക്കൂ: Kasavu Top' }));
    expect(await screen.findByLabelText('സൈസ്')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'S (വിറ്റുതീർന്നു)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'വേണ്ട' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ബാഗിലേക്കു ചേർക്കൂ: Kasavu Top' }));
    expect(screen.getByRole('alert')).toHaveTextContent('ഒരു സൈസ് തിരഞ്ഞെടുക്കൂ.');

    let text = panel.textContent ?? '';
    for (const name of NAMES) text = text.replaceAll(name, '');
    expect((text.match(/[A-Za-z][A-Za-z'’]*/g) ?? []).filter((w) => !['S', 'M'].includes(w))).toEqual([]);
  });

  it('says there are no votes yet in Malayalam', async () => {
    await setLanguage('ml');
    signInStorage();
    mockFetch([{ path: '/api/user/voted-products', body: [] }]);
    renderAt(<VotelistPanel onAddToCart={async () => undefined} />);
    expect(await screen.findByText('ഇതുവരെ വോട്ടുകളൊന്നുമില്ല')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'വോട്ട് ചെയ്യാൻ പീസുകൾ കണ്ടെത്തൂ' })).toBeInTheDocument();
  });
});
