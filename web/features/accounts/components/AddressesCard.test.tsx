import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Address } from '#contracts/addresses';
import { mockFetch, renderAt, signInStorage } from '../../../test/utils';
import { AddressesCard } from './AddressesCard';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const home: Address = {
  id: '11111111-1111-4111-8111-111111111111',
  label: 'Home',
  name: 'Anjali Menon',
  phone: '9847012345',
  line1: '14/220 Kasavu Lane',
  line2: '',
  city: 'Kochi',
  state: 'Kerala',
  postalCode: '682036',
  country: 'India',
  isDefault: true,
};
const office: Address = {
  ...home,
  id: '22222222-2222-4222-8222-222222222222',
  label: 'Office',
  name: 'Meera Nair',
  city: 'Thrissur',
  postalCode: '680001',
  isDefault: false,
};

describe('AddressesCard', () => {
  it('offers Set as Default and Delete only for addresses that are not the default', async () => {
    const user = userEvent.setup();
    signInStorage();
    const { calls } = mockFetch([
      { path: '/api/addresses', body: [home, office] },
      { method: 'POST', path: `/api/addresses/${office.id}/default`, body: { ...office, isDefault: true } },
      { method: 'DELETE', path: `/api/addresses/${office.id}`, body: { success: true } },
    ]);
    renderAt(<AddressesCard />);
    const rows = await screen.findAllByRole('listitem');
    expect(within(rows[0]!).getByText('Default')).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(rows[0]!).queryByRole('button', { name: /Set as Default/ })).toBeNull();
    await user.click(within(rows[1]!).getByRole('button', { name: /Set as Default/ }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/default'))).toBe(true),
    );
    await user.click(within(rows[1]!).getByRole('button', { name: /Delete address/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });

  it('shows each address under its name, above the recipient', async () => {
    signInStorage();
    mockFetch([{ path: '/api/addresses', body: [home, office] }]);
    renderAt(<AddressesCard />);
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^HomeDefaultAnjali Menon14\/220 Kasavu Lane/),
      expect.stringMatching(/^OfficeMeera Nair14\/220 Kasavu Lane/),
    ]);
  });

  it('Add Address opens the Add New Address dialog, whose first field is the Address Name', async () => {
    const user = userEvent.setup();
    signInStorage();
    const { calls } = mockFetch([
      { path: '/api/addresses', body: [home] },
      { method: 'POST', path: '/api/addresses', status: 201, body: office },
    ]);
    renderAt(<AddressesCard />);
    await user.click(await screen.findByRole('button', { name: 'Add Address' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Address' });
    const first = within(dialog).getAllByRole('textbox')[0]!;
    expect(first).toHaveAccessibleName('Address Name');
    expect(first).toHaveAttribute('placeholder', 'Home, Office, etc.');
    await user.type(within(dialog).getByLabelText("Recipient's full name"), 'Meera Nair');
    await user.type(within(dialog).getByLabelText('Mobile number'), '98470 12345');
    await user.type(within(dialog).getByLabelText('House, building and street'), '14/220 Kasavu Lane');
    await user.type(within(dialog).getByLabelText('City'), 'Thrissur');
    await user.selectOptions(within(dialog).getByLabelText('State'), 'Kerala');
    await user.type(within(dialog).getByLabelText('PIN code'), '680001');
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(
      await within(dialog).findByText('Please give the address a name, such as Home or Office.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(first, '  Office ');
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        label: 'Office',
        name: 'Meera Nair',
      }),
    );
    expect(await screen.findByText('Address saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits an address in the Edit Address dialog with the checkout form, filled in', async () => {
    const user = userEvent.setup();
    signInStorage();
    const { calls } = mockFetch([
      { path: '/api/addresses', body: [home] },
      { method: 'PUT', path: `/api/addresses/${home.id}`, body: { ...home, city: 'Kannur' } },
    ]);
    renderAt(<AddressesCard />);
    await user.click(await screen.findByRole('button', { name: 'Edit address Home, Anjali Menon, Kochi' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Address' });
    const form = within(dialog).getByRole('form', { name: 'Edit delivery address' });
    expect(within(form).getByLabelText('Address Name')).toHaveValue('Home');
    expect(within(form).getByLabelText('City')).toHaveValue('Kochi');
    await user.clear(within(form).getByLabelText('City'));
    await user.type(within(form).getByLabelText('City'), 'Kannur');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
        label: 'Home',
        city: 'Kannur',
        postalCode: '682036',
      }),
    );
    expect(await screen.findByText('Address updated')).toBeInTheDocument();
  });
});
