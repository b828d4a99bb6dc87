// The i18n check (scripts/check-i18n.ts) against a small web/ tree: a catalogue that misses a key the
// other has fails, a converted component that renders its own words fails, and an area not converted
// yet is only counted.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkCatalogues, checkI18n, findLiterals, keysOf } from './check-i18n.ts';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function webTree(files: Record<string, string | object>): string {
  const dir = mkdtempSync(join(tmpdir(), 'check-i18n-'));
  made.push(dir);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return dir;
}

const TRANSLATED = `
import { useTranslation } from '../../lib/i18n';
export function Hello({ n }: { n: number }) {
  const { t } = useTranslation('shop');
  return (
    <section aria-label={t('title')}>
      <h1>{t('title')}</h1>
      <p title={t('hint')}>{t('items', { count: n })} · ROSLIS · 8XL</p>
    </section>
  );
}`;

describe('the catalogues', () => {
  it('fold plural forms into their key', () => {
    expect([...keysOf({ a: { items_one: '1', items_other: 'n' }, b: 'x' })].sort()).toEqual(['a.items', 'b']);
  });

  it('pass when every language has English’s namespaces and keys, plural forms its own', () => {
    const dir = webTree({
      'locales/en/shop.json': { title: 'Shop', items_one: '{{count}} item', items_other: '{{count}} items' },
      'locales/ml/shop.json': { title: 'ഷോപ്പ്', items_one: 'ഒരു പീസ്', items_other: '{{count}} പീസുകൾ' },
    });
    expect(checkCatalogues(join(dir, 'locales'))).toEqual([]);
  });

  it('fail on a vowel sign with no letter before it, which draws as a box', () => {
    const dir = webTree({
      'locales/en/card.json': { gift: 'From your {{month}}th month', ok: 'Kerala' },
      'locales/ml/card.json': { gift: '{{month}}-ാം മാസം മുതൽ', ok: '{{month}}-ആം മാസം, കേരളം' },
    });
    expect(checkCatalogues(join(dir, 'locales'))).toEqual([
      'ml/card.json: gift has a vowel sign or mark after "-", which draws as a box or a dotted circle ("6-ാം": write "6-ആം")',
    ]);
  });

  it('fail on a key one catalogue has and the other lacks, and on a missing namespace', () => {
    const dir = webTree({
      'locales/en/shop.json': { title: 'Shop', hint: 'Members only' },
      'locales/en/cart.json': { empty: 'Your bag is empty' },
      'locales/ml/shop.json': { title: 'ഷോപ്പ്', extra: 'അധികം' },
    });
    expect(checkCatalogues(join(dir, 'locales')).sort()).toEqual(
      [
        'ml/cart.json: missing (en/cart.json has 1 keys)',
        'ml/shop.json: key extra is not in English',
        'ml/shop.json: missing key hint',
      ].sort(),
    );
  });
});

describe('literals in components', () => {
  it('find JSX text, read props, strings in braces and toasts, but not keys, brand names or sizes', () => {
    const source = `
      export function Bad({ busy }: { busy: boolean }) {
        toast({ title: 'Saved', description: \`Saved \${1}\` });
        return (
          <form aria-label="Sign in">
            <input placeholder={'you@example.com'} title="Your e-mail" alt={busy ? 'Busy' : t('idle')} />
            <button>{busy ? 'Saving' : 'Save'}</button>
            <p>Welcome back {name}</p>
            <span>ROSLIS</span><span>8XL</span><span> · </span>
          </form>
        );
      }`;
    expect(findLiterals(source, 'Bad.tsx').map((l) => l.text)).toEqual([
      'Saved',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the literal text the check reports for a template literal in the fixture
      '`Saved ${1}`',
      'Sign in',
      'you@example.com',
      'Your e-mail',
      'Busy',
      'Saving',
      'Save',
      'Welcome back',
    ]);
    expect(findLiterals(TRANSLATED, 'Hello.tsx')).toEqual([]);
  });

  it('find words kept in an object (a stat card, a page title), in .ts files too, but not catalogue keys', () => {
    const source = `
      export const cards = [{ label: 'Reward points', value: 3 }, { label: 'overview', value: 1 }];
      export const meta = { title: \`Careers\`, description: 'story.s1title', name: 'size' };
      export const brand = { title: 'ROSLIS' };`;
    expect(findLiterals(source, 'stats.ts').map((l) => l.text)).toEqual(['Reward points', 'Careers']);
    const constants = `
      export const HINT = 'Scroll sideways for more columns';
      const CARD = 'grid min-w-0 gap-3';
      const MARK = 'email-required';
      const BRAND = 'Roslis';`;
    expect(findLiterals(constants, 'hint.ts').map((l) => l.text)).toEqual([
      'Scroll sideways for more columns',
    ]);
  });

  it('skip the files that stay English on purpose, and check the .ts files of a converted area', () => {
    const dir = webTree({
      'locales/en/shop.json': { title: 'Shop' },
      'locales/ml/shop.json': { title: 'ഷോപ്പ്' },
      'components/legal/content/terms.ts': "export const T = { heading: 'Governing law' };",
      'lib/toast-words.ts': "export const W = { title: 'Install Roslis' };",
    });
    expect(checkI18n(dir, ['components', 'lib']).problems).toEqual([
      'web/lib/toast-words.ts:1: "Install Roslis" is not in a catalogue (use t() or rich())',
    ]);
  });

  it('fail in a converted area, and only count the rest as not yet converted', () => {
    const dir = webTree({
      'locales/en/shop.json': { title: 'Shop' },
      'locales/ml/shop.json': { title: 'ഷോപ്പ്' },
      'features/shop/Hello.tsx': TRANSLATED,
      'features/shop/Slipped.tsx': 'export const S = () => <p>Free shipping</p>;',
      'features/orders/Old.tsx': 'export const O = () => <p aria-label="Orders">My orders</p>;',
      'features/orders/Old.test.tsx': 'export const T = () => <p>ignored in tests</p>;',
    });
    const report = checkI18n(dir, ['features/shop']);
    expect(report.problems).toEqual([
      'web/features/shop/Slipped.tsx:1: "Free shipping" is not in a catalogue (use t() or rich())',
    ]);
    expect(report.remaining).toEqual([{ area: 'features/orders', files: 1, literals: 2 }]);
    expect(checkI18n(dir, ['features/shop/Hello.tsx']).problems).toEqual([]);
    expect(checkI18n(dir, ['features/gone']).problems).toEqual([
      'CONVERTED_AREAS names web/features/gone, which does not exist',
    ]);
  });
});
