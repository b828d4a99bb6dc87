import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ORDER_CANCELLATION_RULE } from '../../../components/legal/content/terms-and-conditions';
import { mockFetch, renderRoutes } from '../../../test/utils';
import { DesignProtectionPage } from './DesignProtectionPage';
import { PrivacyPolicyPage } from './PrivacyPolicyPage';
import { TermsPage } from './TermsPage';

const PAGES: [string, ReactElement, string, string, number][] = [
  ['/privacy-policy', <PrivacyPolicyPage key="p" />, 'Privacy Policy', 'Effective date: 30/5/2025', 10],
  ['/terms-and-conditions', <TermsPage key="t" />, 'Terms & Conditions', 'Effective date: 30/5/2025', 9],
  [
    '/design-protection',
    <DesignProtectionPage key="d" />,
    'Design Protection Policy',
    'Last updated: May 30, 2025',
    6,
  ],
];

describe.each(PAGES)('%s', (path, element, title, dated, sections) => {
  const render = () => {
    mockFetch([]);
    return renderRoutes([{ path, element }], { initialPath: path });
  };

  it(`renders its h1, its dated line and exactly ${sections} sections`, async () => {
    render();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByText(dated.split(': ')[1]!).closest('p')).toHaveTextContent(dated);

    const article = screen.getByRole('article', { name: title });
    expect(within(article).getAllByRole('heading', { level: 2 })).toHaveLength(sections);
    await waitFor(() => expect(document.title).toBe(`${title} · Roslis`));
  });

  it('has a table of contents linking to every section', () => {
    render();
    const links = within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('link');
    expect(links).toHaveLength(sections);
    for (const link of links) {
      const id = link.getAttribute('href')!.slice(1);
      const section = document.getElementById(id);
      expect(section?.tagName).toBe('SECTION');
      expect(within(section!).getByRole('heading', { level: 2 })).toHaveTextContent(
        link.textContent!.slice(2),
      );
    }
  });

  it('has a Back to Home link and links to the other two policies', () => {
    render();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    const others = within(screen.getByRole('navigation', { name: 'Other policies' })).getAllByRole('link');
    expect(others).toHaveLength(2);
    expect(others.map((l) => l.getAttribute('href'))).not.toContain(path);
  });
});

describe('the Terms on cancelling and returning an order', () => {
  it('say it in the section on cancellations: cancel until shipped and refunded, no returns, damaged pieces exchanged', () => {
    mockFetch([]);
    renderRoutes([{ path: '/t', element: <TermsPage /> }], { initialPath: '/t' });
    const heading = screen.getByRole('heading', { level: 2, name: /cancellations/ });
    const section = heading.closest('section')!;
    expect(within(section).getByText(ORDER_CANCELLATION_RULE)).toBeInTheDocument();
    expect(ORDER_CANCELLATION_RULE).toMatch(/cancel an order from your order page until it ships/);
    expect(ORDER_CANCELLATION_RULE).toMatch(/refunded in full/);
    expect(ORDER_CANCELLATION_RULE).toMatch(/we do not accept returns/);
    expect(ORDER_CANCELLATION_RULE).toMatch(/within 48 hours of delivery with an unboxing video/);
  });
});
