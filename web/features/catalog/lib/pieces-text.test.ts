import { describe, expect, it } from 'vitest';
import { piecesText } from './pieces-text';

describe('piecesText', () => {
  it('counts pieces, marks more pages with +, and names the search', () => {
    expect(piecesText(1, false, '')).toBe('1 piece');
    expect(piecesText(1, true, '')).toBe('1+ pieces');
    expect(piecesText(24, true, '')).toBe('24+ pieces');
    expect(piecesText(3, false, 'kurta')).toBe('3 pieces matching “kurta”');
  });
});
