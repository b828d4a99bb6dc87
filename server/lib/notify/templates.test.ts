import { describe, expect, it } from 'vitest';
import {
  applicationApprovedEmail,
  applicationRejectedEmail,
  passwordResetEmail,
  paymentReceivedEmail,
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
