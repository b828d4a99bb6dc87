/**
 * The shop's e-mails: one layout in the brand's look (beige paper, a serif wordmark, gold rule) as HTML
 * with inline styles (mail clients ignore stylesheets), and the same words as plain text.
 */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

interface EmailContent {
  subject: string;
  /** Shown by mail clients beside the subject. */
  preheader: string;
  heading: string;
  paragraphs: string[];
  /** A one-time code, shown large. */
  code?: string;
  action?: { label: string; url: string };
  /** Small print under the body. */
  note?: string;
}

const COLORS = { paper: '#f6f1e7', card: '#fffdf8', text: '#2b2620', muted: '#6f665a', gold: '#a8863d' };
const SERIF = "'Cormorant Garamond', Georgia, 'Times New Roman', serif";
const SANS = "Inter, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function renderEmail(content: EmailContent): RenderedEmail {
  const textParts = [content.heading, '', ...content.paragraphs.flatMap((p) => [p, ''])];
  if (content.code) textParts.push(`Your code: ${content.code}`, '');
  if (content.action) textParts.push(`${content.action.label}: ${content.action.url}`, '');
  if (content.note) textParts.push(content.note, '');
  textParts.push('Roslis, Kochi, Kerala');

  const p = (text: string) =>
    `<p style="margin:0 0 16px;font:15px/1.6 ${SANS};color:${COLORS.text}">${escapeHtml(text)}</p>`;
  const code = content.code
    ? `<p style="margin:8px 0 24px;font:600 34px/1 ${SANS};letter-spacing:10px;color:${COLORS.text}">${escapeHtml(content.code)}</p>`
    : '';
  const action = content.action
    ? `<p style="margin:8px 0 24px"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:14px 28px;background:${COLORS.text};color:${COLORS.card};font:600 13px/1 ${SANS};letter-spacing:2px;text-transform:uppercase;text-decoration:none;border-radius:999px">${escapeHtml(content.action.label)}</a></p>`
    : '';
  const note = content.note
    ? `<p style="margin:24px 0 0;font:13px/1.6 ${SANS};color:${COLORS.muted}">${escapeHtml(content.note)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:${COLORS.paper}">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.paper}"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px">
<tr><td align="center" style="padding:8px 0 24px;font:500 28px/1 ${SERIF};letter-spacing:10px;color:${COLORS.text}">ROSLIS</td></tr>
<tr><td style="background:${COLORS.card};border-top:3px solid ${COLORS.gold};padding:36px 32px">
<h1 style="margin:0 0 20px;font:500 30px/1.2 ${SERIF};color:${COLORS.text}">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map(p).join('\n')}
${code}${action}${note}
</td></tr>
<tr><td align="center" style="padding:24px 8px;font:12px/1.6 ${SANS};color:${COLORS.muted}">Roslis · women’s wear from Kerala · Kochi, India<br>You receive this e-mail because of your Roslis membership application.</td></tr>
</table></td></tr></table>
</body></html>`;
  return { subject: content.subject, text: textParts.join('\n'), html };
}

export function verificationCodeEmail(code: string, minutes: number): RenderedEmail {
  return renderEmail({
    subject: 'Your Roslis verification code',
    preheader: `Your code is ${code}. It expires in ${minutes} minutes.`,
    heading: 'Confirm your e-mail',
    paragraphs: ['Enter this code on the Roslis application page to confirm your e-mail address.'],
    code,
    note: `The code expires in ${minutes} minutes. If you did not ask for it, you can ignore this e-mail.`,
  });
}

export function passwordResetEmail(url: string, minutes: number): RenderedEmail {
  return renderEmail({
    subject: 'Reset your Roslis password',
    preheader: 'A link to choose a new password.',
    heading: 'Reset your password',
    paragraphs: ['We received a request to reset the password of your Roslis account.'],
    action: { label: 'Choose a new password', url },
    note: `The link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
  });
}

export function paymentReceivedEmail(plan: string, amount: string): RenderedEmail {
  return renderEmail({
    subject: 'We received your Roslis application',
    preheader: `Payment of ${amount} received. Your application is under review.`,
    heading: 'Your application is with us',
    paragraphs: [
      `Thank you. We received your joining fee of ${amount} for the ${plan} card.`,
      'Our team reviews every application within 3-5 business days. We may call you to verify a few details, and your card is activated as soon as you are approved. If your application is not approved, the fee is refunded in full.',
    ],
    note: 'If you have not set a password yet, use “Forgot your password?” on the login page.',
  });
}

export function applicationApprovedEmail(
  firstName: string | null,
  plan: string,
  loginUrl: string,
): RenderedEmail {
  return renderEmail({
    subject: 'Welcome to Roslis: your card is active',
    preheader: `Your ${plan} card is active.`,
    heading: firstName ? `Welcome, ${firstName}` : 'Welcome to Roslis',
    paragraphs: [
      `Your application has been approved and your ${plan} card is now active.`,
      'The LIMITED-EDITION storefront, members-only pricing and design voting are open to you from today.',
    ],
    action: { label: 'Sign in', url: loginUrl },
  });
}

export function applicationRejectedEmail(
  firstName: string | null,
  amount: string,
  reason?: string,
): RenderedEmail {
  return renderEmail({
    subject: 'About your Roslis application',
    preheader: 'An update on your membership application.',
    heading: firstName ? `Dear ${firstName}` : 'About your application',
    paragraphs: [
      'Thank you for applying for a Roslis card. After careful review we are unable to approve your application at this time.',
      ...(reason ? [`Our note: ${reason}`] : []),
      `Your joining fee of ${amount} has been refunded in full to the account you paid from. Banks usually show it within 5-7 business days.`,
    ],
  });
}

/** A design a member voted for has launched (the bell says the same). */
export function designLaunchedEmail(name: string, to: 'PRE_ORDER' | 'IN_STOCK', url: string): RenderedEmail {
  const open = to === 'PRE_ORDER' ? 'is open for pre-order' : 'is now in stock';
  return renderEmail({
    subject: `${name} ${open}: the design you voted for has launched`,
    preheader: `Thank you for your vote: ${name} ${open}.`,
    heading: 'The design you voted for has launched',
    paragraphs: [
      `Thank you for voting. Enough members wanted ${name}, so it ${open}.`,
      to === 'PRE_ORDER'
        ? 'Pre-orders ship within 2 to 3 weeks after the pre-order closes.'
        : 'Pieces are limited: order yours while your size is in stock.',
    ],
    action: { label: to === 'PRE_ORDER' ? 'Pre-Order Now' : 'Shop now', url },
    note: 'You get this e-mail because you voted for this design. Choose which e-mails you get in Account Settings, Notifications.',
  });
}
