import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SITE } from '../../lib/site';
import { designProtectionPolicy, LegalDocument, privacyPolicy, termsAndConditions } from './index';

describe('legal documents', () => {
  it.each([
    [privacyPolicy, 10],
    [termsAndConditions, 9],
    [designProtectionPolicy, 6],
  ] as const)('$title has the right number of sections with unique anchors and a contact', (doc, count) => {
    expect(doc.sections).toHaveLength(count);
    expect(new Set(doc.sections.map((s) => s.id)).size).toBe(count);
    const text = JSON.stringify(doc);
    expect(text).toContain(SITE.support.email);
    expect(text).toContain(SITE.legal.registeredName);
  });

  it('states the facts the spec asks for', () => {
    const privacy = JSON.stringify(privacyPolicy);
    for (const fact of [
      'IP address',
      'browser',
      'device',
      'clothing size',
      'gender',
      'identity number',
      'under 18',
    ])
      expect(privacy).toContain(fact);
    const terms = JSON.stringify(termsAndConditions);
    for (const fact of [
      '3 to 5 business days',
      '30 days',
      'include all applicable taxes',
      'unboxing video',
      'Ernakulam, Kerala',
    ])
      expect(terms).toContain(fact);
    const design = JSON.stringify(designProtectionPolicy);
    for (const fact of ['25 pieces', '1 to 25 pieces', 'legal action']) expect(design).toContain(fact);
  });
});

describe('LegalDocument asDialog', () => {
  const original = Element.prototype.scrollIntoView;
  afterEach(() => {
    Element.prototype.scrollIntoView = original;
  });

  it('renders the title as h2 and sections as h3, with no h1', () => {
    render(<LegalDocument document={termsAndConditions} asDialog />);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Terms & Conditions');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(9);
    expect(screen.getByText('30/5/2025')).toHaveAttribute('dateTime', '2025-05-30');
  });

  it('keeps ids unique beside the page and jumps inside the dialog without changing the URL', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    render(
      <>
        <LegalDocument document={privacyPolicy} />
        <LegalDocument document={privacyPolicy} asDialog hideTitle />
      </>,
    );
    const ids = [...document.querySelectorAll('[id]')].map((el) => el.id);
    expect(new Set(ids).size).toBe(ids.length);

    const dialogDoc = screen.getAllByRole('article', { name: 'Privacy Policy' })[1]!;
    expect(within(dialogDoc).queryByRole('heading', { level: 2 })).toBeNull();
    const link = within(dialogDoc).getByRole('link', { name: /Payments/ });
    const before = window.location.href;
    await userEvent.click(link);
    expect(scrolled).toHaveBeenCalled();
    expect(window.location.href).toBe(before);
    expect(document.activeElement).toHaveTextContent('Payments');
    expect(document.activeElement?.tagName).toBe('H3');
  });
});
