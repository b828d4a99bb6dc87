import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALE_NAMES } from '../contracts/locales.ts';
import { LOCALE_FONT, makeLocaleFont, namesToDraw } from './make-locale-font.ts';

describe('the small font of the languages’ names', () => {
  it('draws the names the Latin fonts cannot (Malayalam’s), not English', () => {
    expect(namesToDraw()).toBe(LOCALE_NAMES.ml);
    expect(namesToDraw()).not.toContain('English');
  });

  it('is the committed file: a changed name needs the script run again', async () => {
    const made = await makeLocaleFont();
    const committed = readFileSync(LOCALE_FONT);
    expect(committed.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(committed.length).toBeLessThan(4_000);
    expect(Buffer.compare(made, committed), 'run node --import tsx scripts/make-locale-font.ts').toBe(0);
  });
});
