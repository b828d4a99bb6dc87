import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaMatches } from '../../../test/setup';
import { mockFetch, renderRoutes } from '../../../test/utils';
import { TIERS_PATH, tiersFixture } from '../lib/tiers.fixture';
import { CardPage } from './CardPage';

const scrollIntoView = vi.fn();

afterEach(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

function renderCard() {
  Element.prototype.scrollIntoView = scrollIntoView;
  scrollIntoView.mockClear();
  mockFetch([{ path: TIERS_PATH, body: tiersFixture() }]);
  return renderRoutes(
    [
      { path: '/card', element: <CardPage /> },
      { path: '/elsewhere', element: <p>Elsewhere</p> },
    ],
    { initialPath: '/card' },
  );
}

describe('CardPage', () => {
  it('sets the title while shown, restores it on exit, and scrolls to the top on load', async () => {
    document.title = 'Roslis';
    const { router } = renderCard();
    await waitFor(() => expect(document.title).toBe('The Roslis Card — Crafted for the Few'));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /selective membership card/,
    );
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    await screen.findByRole('radio', { name: 'Premium' });

    await router.navigate('/elsewhere');
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Roslis'));
  });

  it('has one h1 and every section of the landing page, in order', async () => {
    renderCard();
    await screen.findByRole('radio', { name: 'Premium' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Crafted forthe Few');
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.id);
    expect(sections).toEqual(['card-stats', 'card-privileges', 'card-in-store', 'card-choose', 'card-faq']);
    for (const claim of [
      '450+ exclusive designs every month',
      '24-hour early access to launches on Gold',
      'Insider-only offers and gifts',
    ]) {
      expect(screen.getByText(claim)).toBeInTheDocument();
    }
    expect(screen.getByText('XS–10XL')).toBeInTheDocument();
    for (const privilege of ['Limited Edition', 'Signature', 'Dynamo Deal', 'Sister-brand 50% offer']) {
      expect(screen.getByRole('heading', { level: 3, name: privilege })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: /Get the Card/ })).toHaveAttribute('href', '/auth?mode=register');
  });

  it('"Discover Your Privileges" scrolls smoothly to the stats and moves focus to their heading', async () => {
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: /Discover Your Privileges/ }));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(screen.getByRole('heading', { level: 2, name: 'A wardrobe without limits' })).toHaveFocus();
  });

  it('jumps without animation when the visitor prefers reduced motion', async () => {
    mediaMatches.add('(prefers-reduced-motion: reduce)');
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: /Discover Your Privileges/ }));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });
});
