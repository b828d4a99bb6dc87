import { describe, expect, it } from 'vitest';
import {
  applicationApprovedEmail,
  applicationRejectedEmail,
  designLaunchedEmail,
} from './notify/templates.ts';

const SCRIPT = '<script>window.__xss=1</script>';
const IMG = '"><img src=x onerror="window.__xss=1">';

describe('e-mails built from what people typed', () => {
  it('carry names, reasons and product names as text in the HTML part', () => {
    const mails = [
      applicationApprovedEmail(`Asha ${SCRIPT}`, 'Premium', 'http://localhost:5000/auth'),
      applicationRejectedEmail(`Asha ${IMG}`, '₹5,000', `Reason ${SCRIPT} ${IMG}`),
      designLaunchedEmail(`Piece ${SCRIPT}${IMG}`, 'IN_STOCK', 'http://localhost:5000/products/x'),
    ];
    for (const mail of mails) {
      expect(mail.html).not.toMatch(/<script|<img|onerror="/i);
      expect(mail.html).toContain('&lt;script&gt;window.__xss=1&lt;/script&gt;');
      expect(mail.text).toContain(SCRIPT);
    }
  });
});
