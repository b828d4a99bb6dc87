import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/utils';
import { ApiError, errorMessage } from '../api-client';
import { formatDateTime, formatMonthYear } from '../format';
import { detectLanguage, LANGUAGE_STORAGE_KEY, localeOfTag } from './detect';
import { formMessage } from './form-messages';
import {
  adoptMemberLanguage,
  applyDocumentLanguage,
  currentLanguage,
  i18n,
  setLanguage,
  startLanguage,
} from './i18n';
import { rich } from './rich';

const apiError = (status: number, body: object) => new ApiError(status, `${status}: ${JSON.stringify(body)}`);

describe('choosing the language', () => {
  it('takes the choice stored on this device, then the member’s, then the browser’s, then English', () => {
    expect(detectLanguage({ stored: 'en', member: 'ml', browser: ['ml-IN'] })).toBe('en');
    expect(detectLanguage({ stored: null, member: 'ml', browser: ['en-GB'] })).toBe('ml');
    expect(detectLanguage({ stored: 'fr', member: null, browser: ['fr-FR', 'ml-IN', 'en-IN'] })).toBe('ml');
    expect(detectLanguage({ browser: ['ta-IN', 'hi'] })).toBe('en');
    expect(detectLanguage({})).toBe('en');
    expect(localeOfTag('ml_IN')).toBe('ml');
    expect(localeOfTag('EN-us')).toBe('en');
    expect(localeOfTag('mlx')).toBeNull();
  });

  it('starts in the browser’s Malayalam, loading its catalogues only then, and sets <html lang>', async () => {
    expect(i18n.hasResourceBundle('ml', 'accounts')).toBe(false);
    expect(document.documentElement.lang).toBe('en-IN');
    Object.defineProperty(navigator, 'languages', { value: ['ml-IN', 'en-IN'], configurable: true });
    try {
      await startLanguage();
    } finally {
      Object.defineProperty(navigator, 'languages', { value: ['en-US', 'en'], configurable: true });
    }
    expect(currentLanguage()).toBe('ml');
    expect(i18n.hasResourceBundle('ml', 'accounts')).toBe(true);
    expect(document.documentElement.lang).toBe('ml-IN');
    expect(formatMonthYear('2026-03-12T10:00:00Z')).toBe('2026 മാർച്ച്');
    // Detected, not chosen: nothing is stored, so the member's saved language may still decide.
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    await adoptMemberLanguage('en');
    expect(currentLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en-IN');
  });

  it('keeps this device’s own choice over the member’s saved language', async () => {
    await setLanguage('en', { remember: true });
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(adoptMemberLanguage('ml')).toBeUndefined();
    expect(currentLanguage()).toBe('en');
  });
});

describe('<html lang> and dir', () => {
  it('are written only when they change (any write restyles the whole page)', async () => {
    const root = document.createElement('html');
    const writes: string[] = [];
    const watch = new MutationObserver((records) => {
      for (const r of records) writes.push(`${r.attributeName}=${root.getAttribute(r.attributeName!)}`);
    });
    watch.observe(root, { attributes: true });
    applyDocumentLanguage('ml', root);
    await Promise.resolve();
    expect(writes).toEqual(['lang=ml-IN', 'dir=ltr']);
    applyDocumentLanguage('ml', root);
    applyDocumentLanguage('ml', root);
    await Promise.resolve();
    expect(writes).toHaveLength(2);
    applyDocumentLanguage('en', root);
    await Promise.resolve();
    expect(writes).toEqual(['lang=ml-IN', 'dir=ltr', 'lang=en-IN']);
    watch.disconnect();
  });
});

describe('server errors in the language shown', () => {
  it('show the key’s Malayalam with its params, the server’s English where the key has none, and English as sent', async () => {
    const soldOut = apiError(409, {
      code: 'SOLD_OUT',
      message: 'Kasavu Kurta in size M is sold out. Please remove it from your bag.',
      key: 'cart.soldOutInSize',
      params: { name: 'Kasavu Kurta', size: 'M' },
    });
    const unknownKey = apiError(409, { code: 'CONFLICT', message: 'Already reviewed.', key: 'orders.nope' });
    const noKey = apiError(404, { code: 'NOT_FOUND', message: 'Product not found.' });
    expect(errorMessage(soldOut)).toBe('Kasavu Kurta in size M is sold out. Please remove it from your bag.');
    await setLanguage('ml');
    expect(errorMessage(soldOut)).toBe('Kasavu Kurta M സൈസിൽ വിറ്റുതീർന്നു. ദയവായി ബാഗിൽ നിന്ന് ഒഴിവാക്കൂ.');
    expect(errorMessage(unknownKey)).toBe('Already reviewed.');
    expect(errorMessage(noKey)).toBe('Product not found.');
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe('എന്തോ പിശക് സംഭവിച്ചു. വീണ്ടും ശ്രമിക്കൂ.');
    const few = (count: number) =>
      errorMessage(
        apiError(409, {
          code: 'SOLD_OUT',
          message: 'x',
          key: 'cart.preOrderFewLeft',
          params: { name: 'Onam Set', count },
        }),
      );
    expect(few(1)).toBe('Onam Set-ന് ഇനി ഒരു പ്രീ-ഓർഡർ മാത്രം ബാക്കി. ബാഗിലെ എണ്ണം കുറയ്ക്കൂ.');
    expect(few(3)).toBe('Onam Set-ന് ഇനി 3 പ്രീ-ഓർഡറുകൾ മാത്രം ബാക്കി. ബാഗിലെ എണ്ണം കുറയ്ക്കൂ.');
    expect(formMessage('Please enter your password.')).toBe('പാസ്‌വേഡ് നൽകൂ.');
    expect(formMessage('A message no catalogue has.')).toBe('A message no catalogue has.');
  });

  it('write a refusal’s instant in the language shown and India time, and its other figures as sent', async () => {
    const opensAt = '2026-12-05T04:30:00.000Z';
    const early = apiError(403, {
      code: 'FORBIDDEN',
      message: 'Gold early access: this piece opens for you on 5 December 2026 at 10:00 am.',
      key: 'earlyAccess.notYet',
      params: { opensAt },
    });
    const code = apiError(400, {
      code: 'BAD_REQUEST',
      message: 'This code has expired. Please request a new code.',
      key: 'code.expired',
    });
    const deal = apiError(409, {
      code: 'CONFLICT',
      message: "Today's Dynamo Deal opens at 10:00 AM",
      key: 'deals.opensAt',
      params: { opens: '10:00 AM' },
    });
    expect(errorMessage(early)).toBe(
      'Gold early access: this piece opens for you on 5 December 2026 at 10:00 am.',
    );
    await setLanguage('ml');
    expect(errorMessage(early)).toBe(
      `ഗോൾഡ് നേരത്തെയുള്ള ആക്സസ്: ഈ പീസ് നിങ്ങൾക്കായി തുറക്കുന്നത് ${formatDateTime(opensAt, 'ml')}-ന്.`,
    );
    expect(errorMessage(code)).toBe('ഈ കോഡിന്റെ സമയം കഴിഞ്ഞു. പുതിയ കോഡ് ആവശ്യപ്പെടൂ.');
    expect(errorMessage(deal)).toBe('ഇന്നത്തെ Dynamo Deal 10:00 AM-ന് തുറക്കും');
  });
});

describe('rich', () => {
  it('renders the tagged words with the given elements, keeps an element’s own children, never parses a value', () => {
    const { container } = renderAt(
      <p>
        {rich('Read our <terms>Terms</terms> and <b>notes</b>, <x>plain</x>.', {
          terms: <em className="terms" />,
          b: <strong>{'<i>typed</i>'}</strong>,
        })}
      </p>,
    );
    expect(container.querySelector('p')?.innerHTML).toBe(
      'Read our <em class="terms">Terms</em> and <strong>&lt;i&gt;typed&lt;/i&gt;</strong>, plain.',
    );
  });
});
