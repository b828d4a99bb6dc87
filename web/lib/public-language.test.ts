import { describe, expect, it } from 'vitest';
import { localizedHref, publicPathIn, splitLanguagePath, twinOf } from './public-language';

describe('the public pages’ addresses per language', () => {
  it('puts a Malayalam page under /ml, home at /ml, and leaves English as it is', () => {
    expect(publicPathIn('/card', 'ml')).toBe('/ml/card');
    expect(publicPathIn('/', 'ml')).toBe('/ml');
    expect(publicPathIn('/card', 'en')).toBe('/card');
  });

  it('reads the language and the page from an address; other /ml paths are no page of its own', () => {
    expect(splitLanguagePath('/ml/card2')).toEqual({ language: 'ml', path: '/card2' });
    expect(splitLanguagePath('/ml')).toEqual({ language: 'ml', path: '/' });
    expect(splitLanguagePath('/ml/')).toEqual({ language: 'ml', path: '/' });
    expect(splitLanguagePath('/card')).toEqual({ language: 'en', path: '/card' });
    expect(splitLanguagePath('/ml/profile')).toEqual({ language: 'en', path: '/ml/profile' });
  });

  it('finds a page’s twin, and none for an app page or the language already shown', () => {
    expect(twinOf('/ml/membership', 'en')).toBe('/membership');
    expect(twinOf('/membership', 'ml')).toBe('/ml/membership');
    expect(twinOf('/ml', 'ml')).toBeUndefined();
    expect(twinOf('/studio', 'ml')).toBeUndefined();
  });

  it('points a Malayalam page’s links at the translated twins, with their query, and no others', () => {
    expect(localizedHref('/card2?plan=gold#faq', 'ml')).toBe('/ml/card2?plan=gold#faq');
    expect(localizedHref('/', 'ml')).toBe('/ml');
    expect(localizedHref('/auth?mode=register', 'ml')).toBe('/auth?mode=register');
    expect(localizedHref('/card', 'en')).toBe('/card');
  });
});
