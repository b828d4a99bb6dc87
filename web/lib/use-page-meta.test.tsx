import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAGE_META } from '#contracts/page-meta';
import { renderAt } from '../test/utils';
import { setLanguage } from './i18n';
import { usePageMeta, usePublicPageMeta } from './use-page-meta';

function Page() {
  usePageMeta({ title: 'The Card', description: 'Crafted for the few.', image: '/og/card.png' });
  return null;
}

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;

describe('usePageMeta', () => {
  it('sets title, description, og and twitter tags on entry and restores them on exit', () => {
    document.title = 'Roslis';
    const description = document.createElement('meta');
    description.name = 'description';
    description.content = 'The shop';
    document.head.append(description);

    const { unmount } = render(<Page />);
    expect(document.title).toBe('The Card · Roslis');
    expect(content('meta[name="description"]')).toBe('Crafted for the few.');
    expect(content('meta[property="og:title"]')).toBe('The Card · Roslis');
    expect(content('meta[name="twitter:description"]')).toBe('Crafted for the few.');
    expect(content('meta[property="og:image"]')).toBe(`${window.location.origin}/og/card.png`);

    unmount();
    expect(document.title).toBe('Roslis');
    expect(content('meta[name="description"]')).toBe('The shop');
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();
    description.remove();
  });

  it('keeps a page out of search engines when asked, and only while it is shown', () => {
    function Private() {
      usePageMeta({ title: 'Card check', description: 'For store staff.', noindex: true });
      return null;
    }
    const { unmount } = render(<Private />);
    expect(content('meta[name="robots"]')).toBe('noindex, nofollow');
    unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    render(<Page />);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('names a translated public page in the language shown', async () => {
    function CardPage() {
      usePublicPageMeta('/card');
      return null;
    }
    const english = renderAt(<CardPage />);
    expect(document.title).toBe(PAGE_META['/card'].title);
    english.unmount();
    await setLanguage('ml');
    try {
      renderAt(<CardPage />);
      await waitFor(() => expect(document.title).toBe('Roslis കാർഡ് — തിരഞ്ഞെടുത്ത ചിലർക്കായി'));
      expect(content('meta[name="description"]')).toMatch(/^കേരളത്തിൽ/);
    } finally {
      await setLanguage('en');
    }
  });
});
