import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SITE } from '../../../lib/site';
import { mockFetch, renderRoutes } from '../../../test/utils';
import { AboutPage } from './AboutPage';

describe('AboutPage', () => {
  it('shows the story, the mission and the company facts from SITE', () => {
    mockFetch([]);
    renderRoutes([{ path: '/about', element: <AboutPage /> }], { initialPath: '/about' });

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: /Begun in Kerala in 2020/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /To make every woman feel/ })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'The company behind the card' }),
    ).toBeInTheDocument();

    for (const unit of SITE.productionUnits) expect(screen.getByText(unit)).toBeInTheDocument();
    expect(screen.getByText(/Jaipur, Surat, Tirupur and Ranni/)).toBeInTheDocument();

    expect(screen.getByText(SITE.legal.registeredName)).toBeInTheDocument();
    expect(screen.getByText(SITE.legal.registrationNumber)).toBeInTheDocument();
    expect(screen.getByText(SITE.legal.registeredOffice)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SITE.support.email })).toHaveAttribute(
      'href',
      `mailto:${SITE.support.email}`,
    );
    expect(screen.getByRole('link', { name: SITE.support.phone })).toHaveAttribute(
      'href',
      `tel:${SITE.support.phone.replace(/[^\d+]/g, '')}`,
    );
    expect(screen.getByRole('link', { name: new URL(SITE.website).host })).toHaveAttribute(
      'href',
      SITE.website,
    );
  });

  it('sets the document title while mounted and restores it on leave', async () => {
    mockFetch([]);
    document.title = 'Roslis';
    const { unmount } = renderRoutes([{ path: '/about', element: <AboutPage /> }], { initialPath: '/about' });
    await waitFor(() => expect(document.title).toBe('About Roslis'));
    unmount();
    await waitFor(() => expect(document.title).toBe('Roslis'));
  });
});
