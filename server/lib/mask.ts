/**
 * Contacts shown to someone who may see that a person exists but not how to reach them (an advisor's or
 * a sales person's registrations): one way of masking everywhere.
 */

/** "a***@g***.com": the first letter of the name and of the domain, and the domain's ending. */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local[0]}***@${host[0] ?? ''}***${tld}`;
}

/** "+91******3210": the country code and the last 4 digits. */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '');
  if (digits.length <= 4) return '*'.repeat(digits.length);
  const country =
    phone.trim().startsWith('+') && digits.length > 10 ? `+${digits.slice(0, digits.length - 10)}` : '';
  const rest = digits.slice(country ? country.length - 1 : 0);
  return `${country}${'*'.repeat(rest.length - 4)}${rest.slice(-4)}`;
}
