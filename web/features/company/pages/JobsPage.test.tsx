import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderRoutes } from '../../../test/utils';
import { JobsPage } from './JobsPage';

const HR = 'jobs@roslis.example';
const routes = [{ path: '/jobs', element: <JobsPage /> }];

const card = (role: string) => screen.getByRole('article', { name: role });
const applyLink = (role: string) => within(card(role)).getByText('Apply').closest('a')!;

describe('JobsPage', () => {
  it('shows the three openings with their counts, locations and salaries', () => {
    mockFetch([{ path: '/api/site', body: { hrEmail: HR } }]);
    renderRoutes(routes, { initialPath: '/jobs' });

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Build the club with us.');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    const bdm = card('Business Development Manager');
    expect(bdm).toHaveTextContent('10 openings');
    expect(bdm).toHaveTextContent('Kerala');
    expect(bdm).toHaveTextContent('₹1,50,000');
    expect(bdm).toHaveTextContent('plus commission');

    const rmo = card('Regional Marketing Officer');
    expect(rmo).toHaveTextContent('5 openings');
    expect(rmo).toHaveTextContent('Across regions');
    expect(rmo).toHaveTextContent('₹2,00,000');
    expect(rmo).not.toHaveTextContent('commission');

    const fa = card('Fashion Advisor');
    expect(fa).toHaveTextContent('200 openings');
    expect(fa).toHaveTextContent('Kerala');
    expect(fa).toHaveTextContent('₹1,00,000');
    expect(fa).toHaveTextContent('plus commission');
  });

  it('builds each Apply link from the HR address the server gives, disabled until it arrives', async () => {
    mockFetch([{ path: '/api/site', body: { hrEmail: HR } }]);
    renderRoutes(routes, { initialPath: '/jobs' });

    expect(applyLink('Fashion Advisor')).not.toHaveAttribute('href');
    expect(applyLink('Fashion Advisor')).toHaveAttribute('aria-disabled', 'true');

    for (const role of ['Business Development Manager', 'Regional Marketing Officer', 'Fashion Advisor']) {
      await waitFor(() =>
        expect(applyLink(role)).toHaveAttribute(
          'href',
          `mailto:${HR}?subject=${encodeURIComponent(`Application: ${role}`)}`,
        ),
      );
      expect(applyLink(role)).not.toHaveAttribute('aria-disabled');
      expect(screen.getByRole('link', { name: `Apply for ${role}` })).toBe(applyLink(role));
    }
    expect(decodeURIComponent(applyLink('Fashion Advisor').getAttribute('href')!)).toBe(
      `mailto:${HR}?subject=Application: Fashion Advisor`,
    );
  });

  it('keeps Apply without an address and offers a retry when /api/site fails', async () => {
    mockFetch([{ path: '/api/site', status: 500, body: { message: 'Down', code: 'INTERNAL' } }]);
    renderRoutes(routes, { initialPath: '/jobs' });
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'We could not load the address for applications',
    );
    expect(applyLink('Business Development Manager')).not.toHaveAttribute('href');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('draws the sales-team chart with every level, nested top down, with its count', () => {
    mockFetch([{ path: '/api/site', body: { hrEmail: HR } }]);
    renderRoutes(routes, { initialPath: '/jobs' });

    const chart = screen.getByRole('list', { name: 'Sales team hierarchy' });
    const items = within(chart).getAllByRole('listitem');
    const levels = [
      ['Head of Sales', '1'],
      ['Regional Marketing Officers', '5'],
      ['Business Development Managers', '10'],
      ['Fashion Advisors', '200'],
    ] as const;
    expect(items).toHaveLength(levels.length);
    levels.forEach(([title, count], i) => {
      const item = items[i]!;
      expect(item).toHaveTextContent(title);
      expect(item.querySelector(':scope > div')?.textContent?.startsWith(count)).toBe(true);
      // Each level is nested inside the one above it.
      if (i > 0) expect(items[i - 1]!.contains(item)).toBe(true);
    });
    expect(items[2]).toHaveTextContent('2 per Regional Marketing Officer');
    expect(items[3]).toHaveTextContent('20 per Business Development Manager');
  });

  it('sets the page title while shown', async () => {
    mockFetch([{ path: '/api/site', body: { hrEmail: HR } }]);
    renderRoutes(routes, { initialPath: '/jobs' });
    await waitFor(() => expect(document.title).toBe('Careers · Roslis'));
  });
});
