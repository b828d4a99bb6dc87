import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { mockFetch, renderRoutes, signInStorage } from '../../../test/utils';
import { summary } from '../test/fixtures';
import { MyOrdersPanel, RecentOrders } from './MyOrders';

/** The Latin words left in a region once the names, order numbers and carrier are taken out. */
function englishIn(element: HTMLElement, kept: string[]) {
  let text = element.textContent ?? '';
  for (const k of kept) text = text.replaceAll(k, '');
  return (text.match(/[A-Za-z][A-Za-z'’]*/g) ?? []).filter((w) => !['S', 'M', 'L'].includes(w));
}

describe('My Orders in Malayalam', () => {
  it('the orders, their lines, counts, statuses and buttons in Malayalam, no English left', async () => {
    await setLanguage('ml');
    signInStorage();
    mockFetch([
      {
        path: '/api/orders',
        body: [
          summary({ trackingNumber: 'DL123456789IN', carrier: 'Delhivery' }),
          summary({
            id: '77777777-7777-4777-8777-777777777777',
            number: 'RS-2026-000124',
            status: 'delivered',
            itemCount: 1,
            items: [
              { name: 'Onam Set', color: 'Ivory', size: 'L', price: '3999.00', quantity: 1, imageUrl: null },
            ],
          }),
        ],
      },
    ]);
    renderRoutes([{ path: '*', element: <MyOrdersPanel /> }]);
    expect(await screen.findByText('RS-2026-000124')).toBeInTheDocument();
    const heading = screen.getByRole('heading', { name: 'എന്റെ ഓർഡറുകൾ' });
    expect(heading.parentElement).toHaveTextContent('എന്റെ ഓർഡറുകൾ2 ഓർഡറുകൾ');
    expect(screen.getByText('സൈസ് M · എണ്ണം 2')).toBeInTheDocument();
    expect(screen.getByText('നിറം Ivory · സൈസ് L · എണ്ണം 1')).toBeInTheDocument();
    expect(screen.getByText(/2 പീസുകൾ$/)).toBeInTheDocument();
    expect(screen.getByText(/1 പീസ്$/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'ഓർഡർ ട്രാക്ക് ചെയ്യൂ' })).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: 'വിവരങ്ങൾ കാണൂ' })).toHaveLength(2);
    const panel = heading.closest('section')!;
    expect(
      englishIn(panel, [
        'Kasavu Wrap Top',
        'Onam Set',
        'Ivory',
        'RS-2026-000123',
        'RS-2026-000124',
        'Delhivery',
        'DL123456789IN',
      ]),
    ).toEqual([]);
  });

  it('the empty state and the overview’s recent orders in Malayalam', async () => {
    await setLanguage('ml');
    signInStorage();
    mockFetch([{ path: '/api/orders', body: [] }]);
    renderRoutes([
      {
        path: '*',
        element: (
          <>
            <MyOrdersPanel />
            <RecentOrders allOrdersHref="/profile/orders" />
          </>
        ),
      },
    ]);
    expect(await screen.findByText('ഇതുവരെ ഓർഡറുകളൊന്നുമില്ല')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'പുതിയ ഓർഡറുകൾ' })).toBeInTheDocument();
    expect(screen.getByText('ഇതുവരെ ഓർഡറുകളൊന്നുമില്ല. നിങ്ങളുടെ ആദ്യ ഓർഡർ ഇവിടെ കാണാം.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /STUDIO-യിൽ വാങ്ങൂ/ })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'LIMITED-EDITION' })).toBeInTheDocument();
  });
});
