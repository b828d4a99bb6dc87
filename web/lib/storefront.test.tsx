import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/utils';
import { StorefrontProvider, useStorefront } from './storefront';

function Probe() {
  const { storefront } = useStorefront();
  return <p data-testid="storefront">{storefront}</p>;
}

const routes = [
  {
    path: '*',
    element: (
      <StorefrontProvider>
        <Probe />
      </StorefrontProvider>
    ),
  },
];
const shown = () => screen.getByTestId('storefront').textContent;

describe('storefront', () => {
  it('defaults to STUDIO', () => {
    renderRoutes(routes, { initialPath: '/' });
    expect(shown()).toBe('STUDIO');
  });

  it('restores a valid stored value', () => {
    localStorage.setItem('storefront', 'LIMITED-EDITION');
    renderRoutes(routes, { initialPath: '/' });
    expect(shown()).toBe('LIMITED-EDITION');
  });

  it('ignores an invalid stored value', () => {
    localStorage.setItem('storefront', 'INSIDER');
    renderRoutes(routes, { initialPath: '/' });
    expect(shown()).toBe('STUDIO');
  });

  it('is set by the route and saved', async () => {
    const { router } = renderRoutes(routes, { initialPath: '/limited-edition' });
    expect(shown()).toBe('LIMITED-EDITION');
    expect(localStorage.getItem('storefront')).toBe('LIMITED-EDITION');
    await act(() => router.navigate('/studio'));
    expect(shown()).toBe('STUDIO');
    expect(localStorage.getItem('storefront')).toBe('STUDIO');
    await act(() => router.navigate('/about'));
    expect(shown()).toBe('STUDIO');
  });
});
