import { describe, expect, it } from 'vitest';
import common from '../../locales/en/common.json';
import { GENERIC_ERROR_EN, serverErrorWords } from './bridge';

describe('the language bridge (modules that do not load i18next)', () => {
  it('says the catalogue’s generic error in English when nothing else is known', () => {
    expect(GENERIC_ERROR_EN).toBe(common.errors.generic);
  });

  it('shows the server’s English message, else the caller’s fallback', () => {
    // English is shown: connected or not (a public page's islands), the server's own words.
    expect(serverErrorWords({ message: 'Sold out.', key: 'soldOut' }, 'Could not add')).toBe('Sold out.');
    expect(serverErrorWords(undefined, 'Could not add')).toBe('Could not add');
    expect(serverErrorWords({ message: '  ' }, undefined)).toBe(GENERIC_ERROR_EN);
  });
});
