import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderRoutes } from '../../../test/utils';
import { VerifyCardPage } from './VerifyCardPage';

afterEach(() => vi.unstubAllGlobals());

function open(answer: Parameters<typeof mockFetch>[0][number]) {
  mockFetch([answer]);
  renderRoutes([{ path: '/verify-card/:token', element: <VerifyCardPage /> }], {
    initialPath: '/verify-card/abc.def',
  });
}

describe('VerifyCardPage (/verify-card/{token})', () => {
  it('says Active member and the first name', async () => {
    open({ path: '/api/verify-card/abc.def', body: { status: 'active', firstName: 'Ananya' } });
    expect(await screen.findByRole('heading', { name: 'Active member' })).toBeInTheDocument();
    expect(screen.getByText('Ananya')).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex, nofollow',
    );
  });

  it('says Card inactive', async () => {
    open({ path: '/api/verify-card/abc.def', body: { status: 'inactive', firstName: 'Ananya' } });
    expect(await screen.findByRole('heading', { name: 'Card inactive' })).toBeInTheDocument();
  });

  it('says the link is not valid for a tampered or reissued card', async () => {
    open({
      path: '/api/verify-card/abc.def',
      status: 404,
      body: {
        message: 'This card link is not valid. Ask the member to open their card again.',
        code: 'NOT_FOUND',
      },
    });
    expect(await screen.findByRole('heading', { name: 'Card link not valid' })).toBeInTheDocument();
    expect(
      screen.getByText('This card link is not valid. Ask the member to open their card again.'),
    ).toBeInTheDocument();
  });
});
