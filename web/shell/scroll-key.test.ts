import type { Location } from 'react-router';
import { describe, expect, it } from 'vitest';
import { scrollKey } from './scroll-key';

const at = (pathname: string, key: string, search = ''): Location =>
  ({ pathname, search, hash: '', state: null, key }) as Location;

describe('where a scroll position is kept', () => {
  it('keys the first page of a tab by its address, so another page loaded in full does not take its scroll', () => {
    expect(scrollKey(at('/studio', 'default'))).toBe('/studio');
    expect(scrollKey(at('/checkout', 'default'))).not.toBe(scrollKey(at('/studio', 'default')));
    // A reload of the same address finds its own.
    expect(scrollKey(at('/studio', 'default', '?q=kurta'))).toBe('/studio?q=kurta');
  });

  it('keys every later page by its history entry, as React Router does (Back returns to where she was)', () => {
    expect(scrollKey(at('/products/a', 'x1y2z3'))).toBe('x1y2z3');
    expect(scrollKey(at('/products/a', 'k9'))).not.toBe(scrollKey(at('/products/a', 'x1y2z3')));
  });
});
