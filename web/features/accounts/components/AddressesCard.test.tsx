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

  it('edits an address in place with the checkout form, filled in', async () => {
    const user = userEvent.setup();
    signInStorage();
    const { calls } = mockFetch([
      { path: '/api/addresses', body: [home] },
      { method: 'PUT', path: `/api/addresses/${home.id}`, body: { ...home, city: 'Kannur' } },
    ]);
    renderAt(<AddressesCard />);
    await user.click(await screen.findByRole('button', { name: /Edit address/ }));
    const form = screen.getByRole('form', { name: 'Edit delivery address' });
    expect(within(form).getByLabelText('City')).toHaveValue('Kochi');
    await user.clear(within(form).getByLabelText('City'));
    await user.type(within(form).getByLabelText('City'), 'Kannur');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
        city: 'Kannur',
        postalCode: '682036',
      }),
    );
    expect(await screen.findByText('Address updated')).toBeInTheDocument();
  });
});
