import { describe, expect, it } from 'vitest';
import { orderEmail } from './emails.ts';
import type * as repo from './repo.ts';

/** The cancellation and the refund, in English (the spec's words) and in Malayalam. */
const url = 'http://localhost:5000/orders/RS-1001';
const address = {
  name: 'Meera Nair',
  line1: '12 Marine Drive',
  line2: null,
  city: 'Kochi',
  state: 'Kerala',
  postalCode: '682031',
};
const order = (over: Partial<repo.OrderRow> = {}) =>
  ({
    number: 'RS-1001',
    totalPaise: 249_900,
    paidAt: null,
    address,
    rules: [],
    ...over,
  }) as unknown as repo.OrderRow;

describe('the cancellation and the refund in her language', () => {
  it('writes the cancellation of an unpaid order in English and in Malayalam', () => {
    const en = orderEmail('cancelled', order(), [], url);
    expect(en.subject).toBe('Order RS-1001 was cancelled');
    expect(en.text).toContain('Order RS-1001 (₹2,499) was cancelled.');
    expect(en.text).toContain('No payment was taken.');
    expect(en.html).toContain('<html lang="en-IN">');
    const ml = orderEmail('cancelled', order(), [], url, 'ml');
    expect(ml.subject).toBe('ഓർഡർ RS-1001 റദ്ദാക്കി');
    expect(ml.text).toContain('ഓർഡർ RS-1001 (₹2,499) റദ്ദാക്കി.');
    expect(ml.text).toContain('നിങ്ങളിൽ നിന്നു പണമൊന്നും ഈടാക്കിയിട്ടില്ല.');
    expect(ml.text).toContain(`ഓർഡർ കാണുക: ${url}`);
    expect(ml.html).toContain('<html lang="ml-IN">');
  });

  it('writes the cancellation of a paid order and its refund in Malayalam, with no English sentence left', () => {
    const paid = order({ paidAt: new Date('2026-03-02T10:00:00Z') });
    const cancelled = orderEmail('cancelled', paid, [], url, 'ml');
    expect(cancelled.text).toContain('റീഫണ്ട് പൂർത്തിയാകുമ്പോൾ ഞങ്ങൾ അറിയിക്കാം.');
    const refunded = orderEmail('refunded', paid, [], url, 'ml');
    expect(refunded.subject).toBe('ഓർഡർ RS-1001-നുള്ള റീഫണ്ട്');
    expect(refunded.html).toContain('₹2,499 നിങ്ങൾക്കു തിരികെ ലഭിക്കും.');
    expect(refunded.text).toContain('ഓർഡർ RS-1001-നുള്ള ₹2,499 ഞങ്ങൾ റീഫണ്ട് ചെയ്തു.');
    // Latin letters only in the brand, the order number and the order's address.
    for (const mail of [cancelled, refunded]) {
      const latin = mail.text.replace(url, '').match(/[A-Za-z]+/g);
      expect(new Set(latin)).toEqual(new Set(['RS', 'Roslis']));
    }
    expect(orderEmail('refunded', paid, [], url).subject).toBe('Refund for order RS-1001');
    expect(orderEmail('refunded', paid, [], url).text).toContain(
      'We refunded ₹2,499 for order RS-1001.\n\nBanks usually show it within 5-7 working days.',
    );
  });

  it('confirms an order the card paid in full without thanking her for a payment, in Malayalam too', () => {
    const free = order({ totalPaise: 0, paidAt: new Date('2026-03-02T10:00:00Z') });
    const ml = orderEmail('confirmed', free, [], url, 'ml');
    expect(ml.text).toContain('ഓർഡർ RS-1001 സ്ഥിരീകരിച്ചു. അടയ്ക്കാൻ ഒന്നുമുണ്ടായിരുന്നില്ല');
    expect(ml.text).not.toContain('പേയ്‌മെന്റ് ഞങ്ങൾക്ക് ലഭിച്ചു');
    expect(orderEmail('confirmed', order({ paidAt: new Date() }), [], url, 'ml').text).toContain(
      'ഓർഡർ RS-1001-നുള്ള ₹2,499 പേയ്‌മെന്റ് ഞങ്ങൾക്ക് ലഭിച്ചു.',
    );
  });
});
