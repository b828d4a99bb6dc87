import { describe, expect, it } from 'vitest';
import { boardsPath, boardsProductPath, loopsPath, storefrontFromSlug, storefrontOfPath } from './paths';

describe('storefront paths', () => {
  it('reads the storefront from the storefront pages and from loops and boards', () => {
    expect(storefrontOfPath('/studio')).toBe('STUDIO');
    expect(storefrontOfPath('/limited-edition')).toBe('LIMITED-EDITION');
    expect(storefrontOfPath('/loops/limited-edition')).toBe('LIMITED-EDITION');
    expect(storefrontOfPath('/boards/studio/product/kasavu-top')).toBe('STUDIO');
    expect(storefrontOfPath('/boards')).toBeNull();
    expect(storefrontOfPath('/loops/elsewhere')).toBeNull();
    expect(storefrontOfPath('/profile')).toBeNull();
  });

  it('accepts only the two storefront slugs', () => {
    expect(storefrontFromSlug('STUDIO')).toBe('STUDIO');
    expect(storefrontFromSlug('limited-edition')).toBe('LIMITED-EDITION');
    expect(storefrontFromSlug('limited_edition')).toBeNull();
    expect(storefrontFromSlug(undefined)).toBeNull();
  });

  it('builds the loops and boards links', () => {
    expect(loopsPath('LIMITED-EDITION')).toBe('/loops/limited-edition');
    expect(boardsPath('STUDIO')).toBe('/boards/studio');
    expect(boardsPath(null)).toBe('/boards');
    expect(boardsProductPath('STUDIO', 'a b')).toBe('/boards/studio/product/a%20b');
  });
});
