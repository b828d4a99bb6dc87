import { describe, expect, it } from 'vitest';
import {
  applicationApprovedEmail,
  applicationRejectedEmail,
  inLanguage,
  passwordResetEmail,
  paymentReceivedEmail,
  paymentReceivedSms,
  planName,
  renderEmail,
  verificationCodeEmail,
} from './templates.ts';

describe('e-mail templates', () => {
  it('escape what people typed, in the HTML part only', () => {
    const mail = renderEmail({
      subject: 'Hi <b>',
      preheader: 'x',
      heading: 'Dear <script>alert(1)</script>',
      paragraphs: ['Fish & "chips"'],
      action: { label: 'Go', url: 'https://shop.example/a?b=1&c=2' },
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Dear &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Fish &amp; &quot;chips&quot;');
    expect(mail.html).toContain('href="https://shop.example/a?b=1&amp;c=2"');
    expect(mail.text).toContain('Dear <script>alert(1)</script>');
    expect(mail.text).toContain('Go: https://shop.example/a?b=1&c=2');
  });

  it('give every message a subject, a text part and an HTML part in the brand layout', () => {
    const all = [
      verificationCodeEmail('123456', 10),
      passwordResetEmail('https://shop.example/reset-password?token=t', 60),
      paymentReceivedEmail('Premium', '₹5,000'),
      applicationApprovedEmail('Meera', 'Premium', 'https://shop.example/auth'),
      applicationRejectedEmail(null, '₹5,000', 'Incomplete details'),
    ];
    for (const mail of all) {
      expect(mail.subject.length).toBeGreaterThan(5);
      expect(mail.text.length).toBeGreaterThan(20);
      expect(mail.html).toMatch(/^<!doctype html>/);
      expect(mail.html).toContain('ROSLIS');
    }
    expect(all[0]!.text).toContain('Your code: 123456');
    expect(all[4]!.text).toContain('₹5,000 has been refunded in full');
  });
});

describe('e-mails per language', () => {
  it('take the version in the member’s language, and the English one where the message has none in it', () => {
    const versions = { en: 'Order confirmed', ml: 'ഓർഡർ സ്ഥിരീകരിച്ചു' };
    expect(inLanguage(versions, 'ml')).toBe('ഓർഡർ സ്ഥിരീകരിച്ചു');
    expect(inLanguage(versions, 'en')).toBe('Order confirmed');
    expect(inLanguage({ en: 'Refund on its way' }, 'ml')).toBe('Refund on its way');
    expect(inLanguage(versions, null)).toBe('Order confirmed');
  });

  it('write the layout’s own words and <html lang> in the message’s language', () => {
    const ml = renderEmail({
      locale: 'ml',
      subject: 's',
      preheader: 'p',
      heading: 'h',
      paragraphs: [],
      code: '123456',
    });
    expect(ml.html).toContain('<html lang="ml-IN">');
    expect(ml.text).toContain('നിങ്ങളുടെ കോഡ്: 123456');
    expect(ml.text).toContain('Roslis, കൊച്ചി, കേരളം');
    const en = renderEmail({ subject: 's', preheader: 'p', heading: 'h', paragraphs: [], code: '123456' });
    expect(en.html).toContain('<html lang="en-IN">');
    expect(en.text).toContain('Your code: 123456');
  });

  it('write the password reset and the application decision in Malayalam, and in English as before', () => {
    const reset = passwordResetEmail('https://shop.example/reset-password?token=t', 60, 'ml');
    expect(reset.subject).toBe('നിങ്ങളുടെ Roslis പാസ്‌വേഡ് റീസെറ്റ് ചെയ്യൂ');
    expect(reset.text).toContain('60 മിനിറ്റിനുള്ളിൽ');
    expect(reset.html).toContain('<html lang="ml-IN">');
    expect(passwordResetEmail('https://shop.example/r', 60).subject).toBe('Reset your Roslis password');

    expect(planName('gold', 'ml')).toBe('ഗോൾഡ്');
    expect(planName('gold', 'en')).toBe('Gold');
    const approved = applicationApprovedEmail(
      'Meera',
      planName('gold', 'ml'),
      'https://shop.example/login',
      'ml',
    );
    expect(approved.subject).toBe('Roslis-ലേക്ക് സ്വാഗതം: നിങ്ങളുടെ കാർഡ് ആക്ടീവ് ആണ്');
    expect(approved.text).toContain('സ്വാഗതം, Meera');
    expect(approved.text).toContain('ഗോൾഡ് കാർഡ് ഇപ്പോൾ ആക്ടീവ് ആണ്');
    expect(approved.text).toContain('സൈൻ ഇൻ ചെയ്യൂ: https://shop.example/login');
    const approvedEn = applicationApprovedEmail('Meera', 'Gold', 'https://shop.example/login');
    expect(approvedEn.subject).toBe('Welcome to Roslis: your card is active');
    expect(approvedEn.text).toContain('your Gold card is now active');

    const rejected = applicationRejectedEmail(null, '₹5,000', 'Incomplete details', 'ml');
    expect(rejected.subject).toBe('നിങ്ങളുടെ Roslis അപേക്ഷയെക്കുറിച്ച്');
    expect(rejected.text).toContain('ഞങ്ങളുടെ കുറിപ്പ്: Incomplete details');
    expect(rejected.text).toContain('₹5,000 ജോയിനിംഗ് ഫീസ്');
    expect(applicationRejectedEmail(null, '₹5,000').subject).toBe('About your Roslis application');
  });

  it('write the joining fee’s receipt (e-mail and SMS) in Malayalam, and in English as before', () => {
    const ml = paymentReceivedEmail(planName('gold', 'ml'), '₹20,000', 'ml');
    expect(ml.subject).toBe('നിങ്ങളുടെ Roslis അപേക്ഷ ഞങ്ങൾക്കു ലഭിച്ചു');
    expect(ml.html).toContain('<html lang="ml-IN">');
    expect(ml.html).toContain('₹20,000 പേയ്‌മെന്റ് ലഭിച്ചു. നിങ്ങളുടെ അപേക്ഷ പരിശോധനയിലാണ്.');
    expect(ml.text).toContain('നന്ദി. ഗോൾഡ് കാർഡിനുള്ള ₹20,000 ജോയിനിംഗ് ഫീസ് ഞങ്ങൾക്കു ലഭിച്ചു.');
    expect(new Set(ml.text.match(/[A-Za-z]+/g))).toEqual(new Set(['Roslis']));
    expect(paymentReceivedSms(planName('gold', 'ml'), '₹20,000', 'ml')).toBe(
      'Roslis: ഗോൾഡ് കാർഡിനുള്ള ₹20,000 ജോയിനിംഗ് ഫീസ് ലഭിച്ചു. നിങ്ങളുടെ അപേക്ഷ പരിശോധനയിലാണ് (3-5 പ്രവൃത്തി ദിവസം).',
    );
    const en = paymentReceivedEmail('Gold', '₹20,000');
    expect(en.subject).toBe('We received your Roslis application');
    expect(en.text).toContain('Thank you. We received your joining fee of ₹20,000 for the Gold card.');
    expect(paymentReceivedSms('Gold', '₹20,000')).toBe(
      'Roslis: we received your joining fee of ₹20,000 for the Gold card. Your application is under review (3-5 business days).',
    );
  });
});
