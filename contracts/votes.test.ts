import { describe, expect, it } from 'vitest';
import { votesText } from './votes.ts';

describe('votesText', () => {
  it('writes the noun to agree with the count', () => {
    expect([0, 1, 2, 100].map(votesText)).toEqual(['0 votes', '1 vote', '2 votes', '100 votes']);
  });
});
