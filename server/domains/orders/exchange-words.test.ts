import { describe, expect, it } from 'vitest';
import { exchangeDecisionEmail, exchangeDecisionSms } from './emails.ts';

/** The exchange decision's e-mail and SMS, in English (the spec's words) and in Malayalam. */
const url = 'http://localhost:5000/orders/RS-1001';

describe('the exchange decision in her language', () => {
  it('writes the approval in English and in Malayalam, with the staff note kept as written', () => {
    const decision = { status: 'approved' as const, note: 'Replacement from Kochi' };
    const en = exchangeDecisionEmail(decision, 'RS-1001', 'Kasavu Kurta', url);
    expect(en.subject).toBe('Exchange approved for order RS-1001');
    expect(en.text).toContain('Our note: Replacement from Kochi');
    expect(en.html).toContain('<html lang="en-IN">');
    const ml = exchangeDecisionEmail(decision, 'RS-1001', 'Kasavu Kurta', url, 'ml');
    expect(ml.subject).toBe('ഓർഡർ RS-1001: എക്സ്ചേഞ്ച് അംഗീകരിച്ചു');
    expect(ml.text).toContain('ഞങ്ങളുടെ കുറിപ്പ്: Replacement from Kochi');
    expect(ml.text).toContain(`ഓർഡർ കാണുക: ${url}`);
    expect(ml.html).toContain('<html lang="ml-IN">');
    expect(exchangeDecisionSms('approved', 'RS-1001', url)).toBe(
      `Roslis: your exchange for order RS-1001 is approved. Details: ${url}`,
    );
    expect(exchangeDecisionSms('approved', 'RS-1001', url, 'ml')).toBe(
      `Roslis: ഓർഡർ RS-1001-നുള്ള നിങ്ങളുടെ എക്സ്ചേഞ്ച് അംഗീകരിച്ചു. വിവരങ്ങൾ: ${url}`,
    );
  });

  it('writes the refusal in English and in Malayalam', () => {
    const decision = { status: 'declined' as const, note: null };
    expect(exchangeDecisionEmail(decision, 'RS-1001', 'Kasavu Kurta', url).subject).toBe(
      'Exchange not approved for order RS-1001',
    );
    const ml = exchangeDecisionEmail(decision, 'RS-1001', 'Kasavu Kurta', url, 'ml');
    expect(ml.subject).toBe('ഓർഡർ RS-1001: എക്സ്ചേഞ്ച് അംഗീകരിച്ചില്ല');
    expect(ml.text).not.toContain('കുറിപ്പ്:');
    expect(exchangeDecisionSms('declined', 'RS-1001', url)).toBe(
      `Roslis: your exchange for order RS-1001 was not approved. Details: ${url}`,
    );
    expect(exchangeDecisionSms('declined', 'RS-1001', url, 'ml')).toBe(
      `Roslis: ഓർഡർ RS-1001-നുള്ള നിങ്ങളുടെ എക്സ്ചേഞ്ച് അംഗീകരിച്ചില്ല. വിവരങ്ങൾ: ${url}`,
    );
  });
});
