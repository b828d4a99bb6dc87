import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Header } from '../shell/Header';
import { account, profile, USER_ID } from '../test/fixtures';
import { mockFetch, signInStorage } from '../test/utils';
import { IslandProviders } from './island-providers';

describe('IslandProviders', () => {
  it("draws the header island's account menu when the visitor signs in in another tab", async () => {
    mockFetch([
      { path: `/api/auth/account/${USER_ID}`, body: account() },
      { path: `/api/auth/profile/${USER_ID}`, body: profile() },
      { path: '/api/cart', body: [] },
    ]);
    render(
      <IslandProviders path="/">
        <Header />
      </IslandProviders>,
    );
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    // Another tab signs in: this page's session follows (the storage event), and its header with it.
    act(() => {
      signInStorage(USER_ID);
      window.dispatchEvent(new StorageEvent('storage', { key: 'authToken' }));
    });
    expect(
      await screen.findByRole('button', { name: 'Account menu for Ananya Menon, Premium' }),
    ).toBeInTheDocument();
  });
});
